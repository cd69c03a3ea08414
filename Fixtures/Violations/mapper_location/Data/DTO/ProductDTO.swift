// Quiet: DTOs in Data, with a toDomain() conversion next to them.
import Foundation

struct ProductDTO: Codable {
    let id: Int
    let name: String
    let priceCents: Int
    let currency: String
    let category: String
}

struct CategoryDTO: Codable {
    let slug: String
    let title: String
}

extension CategoryDTO {
    func toDomain() throws -> ProductCategory {
        guard let category = ProductCategory(rawValue: slug) else {
            throw CatalogError.unknownCategory(slug)
        }
        return category
    }
}
