// Quiet: the screen that owns BookListViewModel, which the composition root builds and hands in.
import SwiftUI

struct BookListView: View {
    @State private var viewModel: BookListViewModel

    init(viewModel: BookListViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        Text("Books")
    }
}
