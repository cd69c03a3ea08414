// Quiet: the composition root wires every layer.
import SwiftUI

@main
struct RecipesApp: App {
    private let repository = DefaultRecipeRepository(api: RecipeAPIClient())

    var body: some Scene {
        WindowGroup {
            RecipeListView(viewModel: RecipeListViewModel(
                fetchRecipes: FetchRecipesUseCase(repository: repository),
                quick: QuickRecipesUseCase(repository: repository)
            ))
        }
    }
}
