// Demonstrates: codable_entity judges an entity of Business, a layer of kind domain.
import Foundation

struct Book: Identifiable, Equatable, Codable { // expect: codable_entity
    let id: UUID
    let title: String
    let author: String
}
