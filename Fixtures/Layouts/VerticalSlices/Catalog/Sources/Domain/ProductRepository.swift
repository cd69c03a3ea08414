// Quiet: the Domain's port to the catalogue's data.
import Foundation

public protocol ProductRepository: Sendable {
    func products() async throws -> [Product]
}
