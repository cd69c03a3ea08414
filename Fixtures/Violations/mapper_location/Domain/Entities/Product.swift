// Quiet: plain entities; `toDomain()` and ProductDTO in this comment are only text.
import Foundation

struct Product: Identifiable, Equatable {
    let id: Int
    let name: String
    let price: Money
    let category: ProductCategory
}

struct Money: Equatable {
    let cents: Int
    let currencyCode: String
}

enum ProductCategory: String, CaseIterable {
    case books, games, music, other
}

enum CatalogError: Error, Equatable {
    case unknownCategory(String)
    case emptyCatalog
}
