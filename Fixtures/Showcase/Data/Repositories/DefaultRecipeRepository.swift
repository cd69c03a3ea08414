// Quiet: the repository implements the Domain's port in Data and maps DTOs to entities.
import Foundation

final class DefaultRecipeRepository: RecipeRepository {
    private let api: RecipeAPIClient

    init(api: RecipeAPIClient) {
        self.api = api
    }

    func recipes() async throws -> [Recipe] {
        try await api.recipes().map(RecipeMapper.recipe(from:))
    }

    func recipe(id: String) async throws -> Recipe {
        guard let recipe = try await recipes().first(where: { $0.id == id }) else {
            throw RecipeError.notFound(id)
        }
        return recipe
    }
}
