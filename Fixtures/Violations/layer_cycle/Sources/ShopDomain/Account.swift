// Quiet: the Domain uses Core only, as the layers allow.
import Foundation
import ShopCore

public struct User: Identifiable, Hashable, Sendable {
    public let id: UUID
    public let email: String
    public let displayName: String

    public init(id: UUID, email: String, displayName: String) {
        self.id = id
        self.email = email
        self.displayName = displayName
    }
}

public enum SignInError: Error, Equatable {
    case invalidEmail
    case wrongPassword
}

public protocol AccountRepository: Sendable {
    func signIn(email: String, password: String) async throws -> User
}

public protocol SignInUseCase: Sendable {
    func execute(email: String, password: String) async throws -> User
}

public struct DefaultSignInUseCase: SignInUseCase {
    private let repository: AccountRepository

    public init(repository: AccountRepository) {
        self.repository = repository
    }

    public func execute(email: String, password: String) async throws -> User {
        let email = email.trimmingCharacters(in: .whitespaces).lowercased()
        guard EmailAddress.isValid(email) else { throw SignInError.invalidEmail }
        return try await repository.signIn(email: email, password: password)
    }
}
