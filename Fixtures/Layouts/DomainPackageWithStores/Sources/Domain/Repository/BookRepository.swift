// Quiet: the repository protocol stays the Domain's, though its folder holds the stores.
import Foundation

public protocol BookRepository {
    func books() async throws -> [Book]
}
