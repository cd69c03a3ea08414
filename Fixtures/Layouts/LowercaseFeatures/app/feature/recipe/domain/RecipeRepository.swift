// Quiet: the Domain's port, in the lowercase domain/ folder.
import Foundation

protocol RecipeRepository {
    func recipes() async throws -> [Recipe]
}
