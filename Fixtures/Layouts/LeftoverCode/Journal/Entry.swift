// Demonstrates: a compiled model beside the app's entry, the Domain's by its code: Codable is reported.
import Foundation

struct Entry: Codable, Identifiable { // expect: codable_entity
    let id: UUID
    let text: String
}
