// Demonstrates: a Domain entity that knows its JSON form (codable_entity).
import Foundation

struct Recipe: Identifiable, Equatable, Codable { // expect: codable_entity
    let id: String
    let title: String
    let minutes: Int
    let isVegetarian: Bool
}

enum RecipeError: Error, Equatable {
    case notFound(String)
    case invalidDuration(Int)
}
