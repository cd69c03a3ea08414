// Quiet: the Data layer implements the repository.
import Foundation

final class NoteRepositoryImpl: NoteRepository {
    private var stored: [Note] = []
    func notes() async throws -> [Note] { stored }
    func save(_ note: Note) async throws { stored.append(note) }
}
