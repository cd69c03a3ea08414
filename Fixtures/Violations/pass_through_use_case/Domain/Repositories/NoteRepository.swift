// Quiet: a repository protocol (no bodies, nothing to forward).
import Foundation

protocol NoteRepository {
    func fetchAll() async throws -> [Note]
    func fetch(id: Note.ID) async throws -> Note
    func search(query: String) -> [Note]
    func draft() -> Note?
    func save(_ note: Note) async throws
    func delete(id: Note.ID) async throws
    func restore(id: Note.ID) async throws
    func archive(id: Note.ID) async throws
    func setPinned(_ pinned: Bool, id: Note.ID) async throws
}
