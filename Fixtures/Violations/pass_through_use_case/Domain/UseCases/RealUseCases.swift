// Quiet: each use case does at least one real thing besides the call (guard, sort, filter, map, transformed argument, error mapping, orchestration).
import Foundation

/// One line of real logic: the guard.
struct UpdateNoteUseCase {
    let repository: NoteRepository

    func execute(_ note: Note) async throws {
        guard !note.title.trimmingCharacters(in: .whitespaces).isEmpty else { throw NoteError.emptyTitle }
        try await repository.save(note)
    }
}

struct FetchNotesUseCase {
    let repository: NoteRepository

    func execute() async throws -> [Note] {
        try await repository.fetchAll().sorted { $0.updatedAt > $1.updatedAt }
    }
}

struct FetchPinnedNotesUseCase {
    let repository: NoteRepository

    func execute() async throws -> [Note] {
        try await repository.fetchAll().filter(\.isPinned)
    }
}

struct NoteTitlesUseCase {
    let repository: NoteRepository

    func execute() async throws -> [String] {
        try await repository.fetchAll().map(\.title)
    }
}

/// The argument is changed before it is forwarded.
struct FindNotesUseCase {
    let repository: NoteRepository

    func execute(query: String) -> [Note] {
        repository.search(query: query.lowercased())
    }
}

struct DeleteNoteUseCase {
    let repository: NoteRepository

    func execute(id: Note.ID) async throws {
        do {
            try await repository.delete(id: id)
        } catch {
            throw NoteError.deleteFailed(id)
        }
    }
}

struct DuplicateNoteUseCase {
    let repository: NoteRepository

    func execute(id: Note.ID) async throws -> Note {
        let original = try await repository.fetch(id: id)
        let copy = Note(id: UUID(), title: original.title + " (copy)", body: original.body, updatedAt: Date(), isPinned: false)
        try await repository.save(copy)
        return copy
    }
}

/// Only the private helper forwards; the public method builds the export.
struct ExportNotesUseCase {
    let repository: NoteRepository

    func execute() async throws -> String {
        let notes = try await allNotes()
        return notes.map { "# \($0.title)\n\n\($0.body)" }.joined(separator: "\n\n---\n\n")
    }

    private func allNotes() async throws -> [Note] {
        try await repository.fetchAll()
    }
}
