// Quiet: a use case's validated input, named like a DTO but declared in Domain and never serialized.
import Foundation

struct SignInDto {
    let email: String
    let password: String
}

enum SignInError: Error { case invalidEmail }

struct SignInUseCase {
    func execute(_ input: SignInDto) throws {
        guard input.email.contains("@") else { throw SignInError.invalidEmail }
    }
}

struct Credentials {
    let email: String
    let password: String

    func toDto() -> SignInDto { SignInDto(email: email, password: password) }
}
