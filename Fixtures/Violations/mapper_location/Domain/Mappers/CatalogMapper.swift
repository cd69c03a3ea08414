// Demonstrates: a mapper of DTOs declared in Domain, and a converter of the Domain's own values that is none.
import Foundation

/// Knows the wire format, so it belongs in Data/Mappers.
enum CatalogMapper { // expect: mapper_location
    static func product(from dto: ProductDTO) throws -> Product { // expect: dto_leak
        guard let category = ProductCategory(rawValue: dto.category) else {
            throw CatalogError.unknownCategory(dto.category)
        }
        return Product(id: dto.id, name: dto.name, price: Money(cents: dto.priceCents, currencyCode: dto.currency), category: category)
    }
}

/// In a Mappers folder, but it converts the Domain's own values and knows no wire format: business
/// logic that stays in the Domain.
struct PriceConverter {
    let ratesFromEuro: [String: Double]

    func convert(_ money: Money, to currencyCode: String) -> Money? {
        guard let from = ratesFromEuro[money.currencyCode], let to = ratesFromEuro[currencyCode], from > 0 else {
            return nil
        }
        let cents = (Double(money.cents) / from * to).rounded()
        return Money(cents: Int(cents), currencyCode: currencyCode)
    }
}
