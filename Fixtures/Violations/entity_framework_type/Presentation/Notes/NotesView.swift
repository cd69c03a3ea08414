// Quiet: the screen that owns NotesViewModel, which the composition root builds and hands in.
import SwiftUI

struct NotesView: View {
    @State private var viewModel: NotesViewModel

    init(viewModel: NotesViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        Text("Notes")
    }
}
