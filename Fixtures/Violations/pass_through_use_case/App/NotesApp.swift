// Quiet: the composition root wires every layer.
import SwiftUI

@main
struct NotesApp: App {
    private let repository = DefaultNoteRepository()

    var body: some Scene {
        WindowGroup {
            NotesRootView(
                viewModel: NoteListViewModel(
                    fetchNotes: FetchNotesUseCase(repository: repository),
                    saveNote: SaveNoteUseCase(repository: repository),
                    archiveNote: NoteArchiver(repository: repository)
                )
            )
        }
    }
}

private struct NotesRootView: View {
    @State var viewModel: NoteListViewModel

    var body: some View {
        List(viewModel.notes) { note in
            Text(note.title)
        }
        .task { await viewModel.load() }
    }
}
