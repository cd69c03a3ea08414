// Demonstrates: a use case that only forwards to the repository (pass_through_use_case).
import Foundation

struct FetchRecipesUseCase { // expect: pass_through_use_case
    let repository: RecipeRepository

    func execute() async throws -> [Recipe] {
        try await repository.recipes()
    }
}
