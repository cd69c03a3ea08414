// Demonstrates: a type in a UseCases folder is a use case even without the suffix; arguments forwarded unchanged.
import Foundation

struct PinNote { // expect: pass_through_use_case
    let repository: NoteRepository

    func execute(id: Note.ID, pinned: Bool) async throws {
        try await repository.setPinned(pinned, id: id)
    }
}
