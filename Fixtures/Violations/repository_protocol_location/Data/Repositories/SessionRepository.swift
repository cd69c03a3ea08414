// Quiet: a protocol of Data named like a repository that only Data and the composition root name is a helper of the repositories, no port of the Domain.
import Foundation

protocol SessionRepository {
    var accessToken: String? { get }
    func refreshToken() async throws -> String
}

final class KeychainSessionRepository: SessionRepository {
    private let keychain: KeychainStore
    private let session: URLSession

    init(keychain: KeychainStore, session: URLSession = .shared) {
        self.keychain = keychain
        self.session = session
    }

    var accessToken: String? { keychain.string(forKey: "access_token") }

    func refreshToken() async throws -> String {
        var request = URLRequest(url: URL(string: "https://shop.example.com/oauth/token")!)
        request.httpMethod = "POST"
        let (data, _) = try await session.data(for: request)
        let token = String(decoding: data, as: UTF8.self)
        keychain.set(token, forKey: "access_token")
        return token
    }
}

/// Stand-in for a Security-framework wrapper.
final class KeychainStore {
    private var values: [String: String] = [:]

    func string(forKey key: String) -> String? { values[key] }
    func set(_ value: String, forKey key: String) { values[key] = value }
}
