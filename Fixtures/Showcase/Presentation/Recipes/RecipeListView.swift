// Quiet: a view that talks only to its view model.
import SwiftUI

struct RecipeListView: View {
    @State var viewModel: RecipeListViewModel

    var body: some View {
        NavigationStack {
            List(viewModel.recipes) { recipe in
                Text("\(recipe.title) (\(recipe.minutes) min)")
            }
            .refreshable { await viewModel.refresh() }
            .navigationTitle("Recipes")
            .overlay {
                if let message = viewModel.errorMessage {
                    Text(message)
                }
            }
            .task { await viewModel.load() }
        }
    }
}
