// Demonstrates: a view model that reads notes straight from the repository (reported once per name) beside one that only uses a use case.
import Foundation
import Observation

@Observable
final class NotesViewModel {
    var notes: [Note] = []
    private let repository: NoteRepository // expect: viewmodel_data_access
    private let saveNote: SaveNoteUseCase

    init(repository: NoteRepository, saveNote: SaveNoteUseCase) {
        self.repository = repository
        self.saveNote = saveNote
    }

    func load() async {
        notes = (try? await repository.notes()) ?? []
    }
}

@Observable
final class NoteEditorViewModel {
    var text = ""
    private let saveNote: SaveNoteUseCase

    init(saveNote: SaveNoteUseCase) {
        self.saveNote = saveNote
    }

    func save() async {
        try? await saveNote.execute(Note(id: UUID(), text: text))
    }
}
