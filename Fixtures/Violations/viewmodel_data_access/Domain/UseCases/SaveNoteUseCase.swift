// Quiet: the use case may use the repository.
import Foundation

enum NoteError: Error { case empty }

struct SaveNoteUseCase {
    let repository: NoteRepository

    func execute(_ note: Note) async throws {
        guard !note.text.isEmpty else { throw NoteError.empty }
        try await repository.save(note)
    }
}
