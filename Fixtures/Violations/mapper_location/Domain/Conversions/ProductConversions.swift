// Demonstrates: conversions between a Data type and an entity declared in Domain, whatever they are called (one finding per extension).
import Foundation

extension ProductDTO { // expect: dto_leak
    func asProduct(category: ProductCategory) -> Product { // expect: mapper_location
        Product(id: id, name: name, price: money(), category: category)
    }

    private func money() -> Money { Money(cents: priceCents, currencyCode: currency) }
}

extension Product {
    init(row: ProductDTO, category: ProductCategory) { // expect: mapper_location, dto_leak
        self.init(id: row.id, name: row.name, price: Money(cents: row.priceCents, currencyCode: row.currency), category: category)
    }
}
