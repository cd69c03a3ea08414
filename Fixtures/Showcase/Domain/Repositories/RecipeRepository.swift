// Quiet: the Domain's port, in Domain terms.
import Foundation

protocol RecipeRepository {
    func recipes() async throws -> [Recipe]
    func recipe(id: String) async throws -> Recipe
}
