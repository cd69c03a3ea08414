// Quiet: a view model that forwards to use cases, and a preview stub with an empty body, are not pass-through use cases.
import Foundation
import Observation

@MainActor
@Observable
final class NoteListViewModel {
    private(set) var notes: [Note] = []
    private(set) var errorMessage: String?

    private let fetchNotes: FetchNotesUseCase
    private let saveNote: SaveNoteUseCase
    private let archiveNote: ArchiveNoteUseCase

    init(fetchNotes: FetchNotesUseCase, saveNote: SaveNoteUseCase, archiveNote: ArchiveNoteUseCase) {
        self.fetchNotes = fetchNotes
        self.saveNote = saveNote
        self.archiveNote = archiveNote
    }

    func load() async {
        do {
            notes = try await fetchNotes.execute()
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func save(_ note: Note) async throws {
        try await saveNote.execute(note)
    }

    func archive(_ note: Note) async throws {
        try await archiveNote(note.id)
    }
}

#if DEBUG
/// Does nothing: previews must not archive anything.
struct PreviewArchiver: ArchiveNoteUseCase {
    func callAsFunction(_ id: Note.ID) async throws {}
}
#endif
