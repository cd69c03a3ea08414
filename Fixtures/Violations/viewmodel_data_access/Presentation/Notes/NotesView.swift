// Quiet: the view talks to its view model.
import SwiftUI

struct NotesView: View {
    @State var viewModel: NotesViewModel

    var body: some View {
        List(viewModel.notes) { note in Text(note.text) }
            .task { await viewModel.load() }
    }
}

struct NoteEditorView: View {
    @State var viewModel: NoteEditorViewModel

    var body: some View {
        TextField("Note", text: $viewModel.text)
    }
}
