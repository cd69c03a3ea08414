// Demonstrates: a DTO conversion declared in Core (conversions belong in Data, and Core may not name Domain or Data types).
import Foundation

extension Product { // expect: dependency_rule
    /// The API's wire model, reused for the share sheet.
    func toDTO() -> ProductDTO { // expect: mapper_location, dependency_rule
        ProductDTO(id: id, name: name, priceCents: price.cents, currency: price.currencyCode, category: category.rawValue) // expect: dependency_rule
    }

    func shareJSON() throws -> Data {
        try JSONEncoder().encode(toDTO())
    }
}
