// Quiet: the view model shows the domain errors the use case throws.
import Foundation
import Observation

@MainActor
@Observable
final class RegistrationViewModel {
    var email = ""
    var displayName = ""
    private(set) var errorMessage: String?

    private let register: RegisterUserUseCase

    init(register: RegisterUserUseCase) {
        self.register = register
    }

    func submit() async {
        let user = User(id: UUID(), email: email, displayName: displayName, avatarURL: nil)
        do {
            try await register.execute(user)
            errorMessage = nil
        } catch UserError.invalidEmail {
            errorMessage = "Please enter a valid e-mail address."
        } catch UserError.displayNameTooShort {
            errorMessage = "Your name needs at least three characters."
        } catch {
            errorMessage = "Something went wrong. Please try again."
        }
    }
}
