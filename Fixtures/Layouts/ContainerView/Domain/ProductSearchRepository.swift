// Quiet: the Domain's port to the search backend.
import Foundation

protocol ProductSearchRepository {
    func search(_ query: String) async throws -> [Product]
}
