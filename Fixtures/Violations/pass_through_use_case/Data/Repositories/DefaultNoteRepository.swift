// Quiet: a repository implementation that forwards to its store is not a use case.
import Foundation

final class DefaultNoteRepository: NoteRepository {
    private let store: NoteStore

    init(store: NoteStore = NoteStore()) {
        self.store = store
    }

    func fetchAll() async throws -> [Note] {
        store.all()
    }

    func fetch(id: Note.ID) async throws -> Note {
        try store.note(id: id)
    }

    func search(query: String) -> [Note] {
        store.all().filter { $0.title.localizedCaseInsensitiveContains(query) || $0.body.localizedCaseInsensitiveContains(query) }
    }

    func draft() -> Note? {
        store.draft
    }

    func save(_ note: Note) async throws {
        store.upsert(note)
    }

    func delete(id: Note.ID) async throws {
        try store.moveToTrash(id: id)
    }

    func restore(id: Note.ID) async throws {
        try store.restore(id: id)
    }

    func archive(id: Note.ID) async throws {
        try store.moveToTrash(id: id)
    }

    func setPinned(_ pinned: Bool, id: Note.ID) async throws {
        try store.setPinned(pinned, id: id)
    }
}

/// In-memory storage; a real app would put SQLite or files behind the same methods.
final class NoteStore {
    struct Missing: Error {
        let id: Note.ID
    }

    private var notes: [Note.ID: Note] = [:]
    private var trash: [Note.ID: Note] = [:]
    private(set) var draft: Note?

    func all() -> [Note] {
        Array(notes.values)
    }

    func note(id: Note.ID) throws -> Note {
        guard let note = notes[id] else { throw Missing(id: id) }
        return note
    }

    func upsert(_ note: Note) {
        notes[note.id] = note
    }

    func moveToTrash(id: Note.ID) throws {
        guard let note = notes.removeValue(forKey: id) else { throw Missing(id: id) }
        trash[id] = note
    }

    func restore(id: Note.ID) throws {
        guard let note = trash.removeValue(forKey: id) else { throw Missing(id: id) }
        notes[id] = note
    }

    func setPinned(_ pinned: Bool, id: Note.ID) throws {
        guard notes[id] != nil else { throw Missing(id: id) }
        notes[id]?.isPinned = pinned
    }
}
