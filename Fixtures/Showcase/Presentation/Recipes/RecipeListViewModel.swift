// Demonstrates: a view model that reaches past the Domain into a data source of Data (dependency_rule).
import Foundation
import Observation

@MainActor
@Observable
final class RecipeListViewModel {
    private(set) var recipes: [Recipe] = []
    private(set) var quickRecipes: [Recipe] = []
    private(set) var errorMessage: String?

    private let fetchRecipes: FetchRecipesUseCase
    private let quick: QuickRecipesUseCase
    private let api = RecipeAPIClient() // expect: dependency_rule

    init(fetchRecipes: FetchRecipesUseCase, quick: QuickRecipesUseCase) {
        self.fetchRecipes = fetchRecipes
        self.quick = quick
    }

    func load() async {
        do {
            recipes = try await fetchRecipes.execute()
            quickRecipes = try await quick.execute(maximumMinutes: 20)
        } catch {
            errorMessage = "Couldn't load the recipes."
        }
    }

    /// Pull to refresh: straight to the network, past the use case and the repository.
    func refresh() async {
        if let fresh = try? await api.recipes().map(RecipeMapper.recipe(from:)) {
            recipes = fresh
        }
    }
}
