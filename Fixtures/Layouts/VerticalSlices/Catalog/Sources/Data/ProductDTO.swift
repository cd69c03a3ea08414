// Quiet: a DTO of the CatalogData target.
import Foundation

struct ProductDTO: Decodable {
    let sku: String
    let title: String
    let cents: Int
    let currency: String
}
