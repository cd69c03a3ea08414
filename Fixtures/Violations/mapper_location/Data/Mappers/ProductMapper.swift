// Quiet: a mapper type inside Data.
import Foundation

enum ProductMapper {
    static func toDomain(_ dto: ProductDTO) throws -> Product {
        guard let category = ProductCategory(rawValue: dto.category) else {
            throw CatalogError.unknownCategory(dto.category)
        }
        return Product(
            id: dto.id,
            name: dto.name,
            price: Money(cents: dto.priceCents, currencyCode: dto.currency),
            category: category
        )
    }

    static func toDTO(_ product: Product) -> ProductDTO {
        ProductDTO(
            id: product.id,
            name: product.name,
            priceCents: product.price.cents,
            currency: product.price.currencyCode,
            category: product.category.rawValue
        )
    }
}
