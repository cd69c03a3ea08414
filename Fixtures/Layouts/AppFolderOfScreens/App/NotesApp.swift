// Quiet: the app's entry; App/ is no layer by its name, the files inside are placed by their code.
import SwiftUI

@main
struct NotesApp: App {
    private let store = FileNoteStore(folder: AppEnvironment.notesFolder)

    var body: some Scene {
        WindowGroup {
            NoteListView(viewModel: NoteListViewModel(notes: store))
        }
    }
}
