// Quiet: the screen that owns PopularMoviesViewModel, which the composition root builds and hands in.
import SwiftUI

struct PopularMoviesView: View {
    @State private var viewModel: PopularMoviesViewModel

    init(viewModel: PopularMoviesViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        Text("Popular")
    }
}
