// Demonstrates: a plain model beside the repository protocol is the Domain's by its code, and Codable there is reported.
import Foundation

struct Note: Codable, Identifiable { // expect: codable_entity
    let id: UUID
    var title: String
}
