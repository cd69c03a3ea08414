// Quiet: a SwiftUI view in the lowercase presentation/ folder.
import SwiftUI

struct RecipeListView: View {
    @State var viewModel: RecipeListViewModel

    var body: some View {
        List(viewModel.recipes) { recipe in
            Text("\(recipe.title) · \(recipe.minutes) min")
        }
        .task { await viewModel.load() }
    }
}
