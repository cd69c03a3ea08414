// Quiet: a use case that earns its place, with a business rule of its own.
import Foundation

struct QuickRecipesUseCase {
    let repository: RecipeRepository

    func execute(maximumMinutes: Int) async throws -> [Recipe] {
        guard maximumMinutes > 0 else { throw RecipeError.invalidDuration(maximumMinutes) }
        return try await repository.recipes()
            .filter { $0.minutes <= maximumMinutes }
            .sorted { $0.minutes < $1.minutes }
    }
}
