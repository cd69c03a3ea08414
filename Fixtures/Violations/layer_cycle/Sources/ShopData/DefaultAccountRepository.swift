// Quiet: Data depends on the Domain, inward.
import Foundation
import ShopDomain

public final class DefaultAccountRepository: AccountRepository {
    private let session: URLSession

    public init(session: URLSession = .shared) {
        self.session = session
    }

    public func signIn(email: String, password: String) async throws -> User {
        var request = URLRequest(url: URL(string: "https://shop.example.com/api/session")!)
        request.httpMethod = "POST"
        request.httpBody = try JSONEncoder().encode(["email": email, "password": password])
        let (data, response) = try await session.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw SignInError.wrongPassword }
        let name = String(decoding: data, as: UTF8.self)
        return User(id: UUID(), email: email, displayName: name)
    }
}
