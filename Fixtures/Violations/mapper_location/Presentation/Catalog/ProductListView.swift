// Quiet: the screen that owns ProductListViewModel, which the composition root builds and hands in.
import SwiftUI

struct ProductListView: View {
    @State private var viewModel: ProductListViewModel

    init(viewModel: ProductListViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        Text("Products")
    }
}
