// Quiet: a data source with wire types; no repository here.
import Foundation

struct UserDTO: Codable {
    let id: String
    let email: String
    let displayName: String
    let avatarUrl: String?
}

enum NetworkError: Error {
    case badURL(String)
}

enum HTTPError: Error {
    case status(Int)
}

enum MappingError: Error {
    case invalidID(String)
    case invalidAvatarURL(String)
}

enum TransportError: Error {
    case insecureScheme
}

final class AccountAPIClient {
    let baseURL: URL
    private let session: URLSession

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw HTTPError.status(-1) }
        return (data, http)
    }
}
