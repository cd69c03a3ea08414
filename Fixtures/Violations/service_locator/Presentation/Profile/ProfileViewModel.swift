// Demonstrates: a view model that takes its use case from the app's shared container; the one beside it receives its use case.
import Foundation

final class ProfileViewModel {
    private let getProfile: GetProfileUseCase

    init(getProfile: GetProfileUseCase) {
        self.getProfile = getProfile
    }
}

final class EditProfileViewModel {
    private let getProfile = AppContainer.shared.makeGetProfile() // expect: service_locator
    private let again = AppContainer.shared.makeGetProfile()
}
