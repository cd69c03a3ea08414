// Quiet: Core's toolbox is not judged by this rule; a URLSession helper may live there.
import Foundation

extension URLSession {
    func data(from url: URL, retries: Int) async throws -> (Data, URLResponse) {
        var attempt = 0
        while true {
            do {
                return try await data(from: url)
            } catch where attempt < retries {
                attempt += 1
                try await Task.sleep(for: .milliseconds(200 * attempt))
            }
        }
    }
}
