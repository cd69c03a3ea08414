// Demonstrates: a Domain entity (lowercase domain/ inside app/) that conforms to Codable.
import Foundation

struct Recipe: Identifiable, Equatable, Codable { // expect: codable_entity
    let id: String
    let title: String
    let minutes: Int
}
