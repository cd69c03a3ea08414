// Demonstrates: a view model in the lowercase presentation/ folder that holds DTOs of the Data layer.
import Foundation
import Observation

@MainActor
@Observable
final class RecipeListViewModel {
    private(set) var recipes: [Recipe] = []
    private(set) var featured: RecipeDTO? // expect: dto_leak
    private let repository: RecipeRepository

    init(repository: RecipeRepository) {
        self.repository = repository
    }

    func load() async {
        recipes = ((try? await repository.recipes()) ?? []).sorted { $0.minutes < $1.minutes }
    }
}
