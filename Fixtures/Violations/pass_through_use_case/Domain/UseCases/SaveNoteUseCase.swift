// Demonstrates: the textbook pass-through, `execute` only hands its argument to the repository.
import Foundation

struct SaveNoteUseCase { // expect: pass_through_use_case
    let repository: NoteRepository

    func execute(_ note: Note) async throws {
        try await repository.save(note)
    }
}
