// Quiet: the composition root wires the repository into the use case.
import SwiftUI

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NotesView(viewModel: NotesViewModel(repository: NoteRepositoryImpl(),
                                                saveNote: SaveNoteUseCase(repository: NoteRepositoryImpl())))
        }
    }
}
