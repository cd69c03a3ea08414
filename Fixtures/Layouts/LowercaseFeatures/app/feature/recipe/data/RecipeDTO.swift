// Quiet: a DTO in the lowercase data/ folder.
import Foundation

struct RecipeDTO: Decodable {
    let id: String
    let name: String
    let durationMinutes: Int
}
