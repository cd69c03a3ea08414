// Quiet: the same validation in a use case is where it belongs.
import Foundation

struct RegisterUserUseCase {
    let repository: UserRepository

    func execute(_ user: User) async throws {
        guard user.email.contains("@"), !user.email.hasSuffix("@") else { throw UserError.invalidEmail }
        guard user.displayName.trimmingCharacters(in: .whitespaces).count >= 3 else { throw UserError.displayNameTooShort }
        try await repository.register(user)
    }
}
