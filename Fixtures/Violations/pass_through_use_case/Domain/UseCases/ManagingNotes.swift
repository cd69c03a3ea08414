// Quiet: use cases written as protocol extensions that each do one real thing besides the call (validation, mapping, sorting, error translation, a default, orchestration).
import Foundation

protocol ManagingNotes {
    var repository: NoteRepository { get }
}

extension ManagingNotes {
    func rename(_ note: Note, to title: String) async throws {
        guard !title.isEmpty else { throw NoteError.emptyTitle }
        try await repository.save(note)
    }
}

extension ManagingNotes {
    func titles() async throws -> [String] {
        try await repository.fetchAll().map(\.title)
    }
}

extension ManagingNotes {
    func newestFirst() async throws -> [Note] {
        try await repository.fetchAll().sorted { $0.updatedAt > $1.updatedAt }
    }
}

extension ManagingNotes {
    func remove(id: Note.ID) async throws {
        do {
            try await repository.delete(id: id)
        } catch {
            throw NoteError.deleteFailed(id)
        }
    }
}

extension ManagingNotes {
    func currentDraft() -> Note {
        repository.draft() ?? Note(id: UUID(), title: "", body: "", updatedAt: Date(), isPinned: false)
    }
}

extension ManagingNotes {
    func archiveAndUnpin(id: Note.ID) async throws {
        try await repository.setPinned(false, id: id)
        try await repository.archive(id: id)
    }
}

/// Calls a function requirement, not a dependency: a convenience overload, no forwarding.
protocol PagingNotes {
    func notes(page: Int) async throws -> [Note]
}

extension PagingNotes {
    func firstPage() async throws -> [Note] {
        try await notes(page: 1)
    }
}
