// Quiet: the @main app of the executable target.
import SwiftUI
import Toolkit

@main
struct RecipesApp: App {
    var body: some Scene {
        WindowGroup {
            RecipeListView(recipes: [Recipe(title: "Shakshuka", durationSeconds: 1_500)])
        }
    }
}
