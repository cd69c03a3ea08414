// Quiet: protocols through the initializer; a concrete use case without a protocol is fine to store.
import Foundation
import Observation

@MainActor
@Observable
final class SettingsViewModel {
    var email = ""
    private(set) var isEmailValid = true

    private let getProfile: GetProfileUseCaseProtocol
    private let validateEmail: ValidateEmailUseCase

    init(getProfile: GetProfileUseCaseProtocol, validateEmail: ValidateEmailUseCase) {
        self.getProfile = getProfile
        self.validateEmail = validateEmail
    }

    func load(id: Profile.ID) async {
        email = (try? await getProfile.execute(id: id))?.email ?? ""
    }

    func emailChanged() {
        isEmailValid = validateEmail.execute(email)
    }
}
