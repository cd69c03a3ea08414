// Quiet: a repository protocol is the Domain's by its code.
import Foundation

protocol NoteRepository {
    func all() async throws -> [Note]
}
