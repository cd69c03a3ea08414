// Quiet: the repository protocol lives in Domain.
import Foundation

protocol NoteRepository {
    func notes() async throws -> [Note]
    func save(_ note: Note) async throws
}
