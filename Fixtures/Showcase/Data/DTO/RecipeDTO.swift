// Quiet: the API's shape, in Data.
import Foundation

struct RecipeDTO: Decodable {
    let id: String
    let title: String
    let durationSeconds: Int
    let tags: [String]
}
