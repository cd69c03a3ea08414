// Quiet: the @main app in the lowercase app/ folder.
import SwiftUI

@main
struct RecipesApp: App {
    var body: some Scene {
        WindowGroup {
            RecipeListView(viewModel: RecipeListViewModel(repository: RemoteRecipeRepository(session: .shared)))
        }
    }
}
