// Quiet: a generic HTTP client in Core, the shared toolbox, is no feature's data source.
import Foundation

protocol HTTPClient {
    func get(_ url: URL) async throws -> Data
}
