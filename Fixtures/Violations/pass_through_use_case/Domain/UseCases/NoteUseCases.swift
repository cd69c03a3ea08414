// Demonstrates: pass-throughs in other shapes (class with init, `return`, two methods, sync, callAsFunction, conformance only).
import Foundation

protocol FetchNoteUseCaseProtocol {
    func execute(id: Note.ID) async throws -> Note
}

final class FetchNoteUseCase: FetchNoteUseCaseProtocol { // expect: pass_through_use_case
    private let repository: NoteRepository

    init(repository: NoteRepository) {
        self.repository = repository
    }

    func execute(id: Note.ID) async throws -> Note {
        return try await repository.fetch(id: id)
    }
}

/// Both public methods only forward.
class NoteTrashUseCase { // expect: pass_through_use_case, use_case_single_action
    private let repo: NoteRepository

    init(repo: NoteRepository) {
        self.repo = repo
    }

    func delete(id: Note.ID) async throws {
        try await repo.delete(id: id)
    }

    func restore(id: Note.ID) async throws {
        try await repo.restore(id: id)
    }
}

struct SearchNotesUseCase { // expect: pass_through_use_case
    let repository: NoteRepository

    func execute(query: String) -> [Note] {
        repository.search(query: query)
    }
}

protocol ArchiveNoteUseCase {
    func callAsFunction(_ id: Note.ID) async throws
}

/// No "UseCase" in its name: it is one because it conforms to a *UseCase protocol.
struct NoteArchiver: ArchiveNoteUseCase { // expect: pass_through_use_case
    let repository: NoteRepository

    func callAsFunction(_ id: Note.ID) async throws {
        try await repository.archive(id: id)
    }
}
