// Quiet: the search screen.
import SwiftUI

struct SearchView: View {
    @State var viewModel: SearchViewModel
    @State private var query = ""

    var body: some View {
        List(viewModel.results) { Text($0.title) }
            .searchable(text: $query)
            .task(id: query) { await viewModel.search(query) }
    }
}
