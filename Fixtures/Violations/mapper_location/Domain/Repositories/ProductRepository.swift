// Quiet: a repository protocol speaking entities only.
import Foundation

protocol ProductRepository {
    func products() async throws -> [Product]
}
