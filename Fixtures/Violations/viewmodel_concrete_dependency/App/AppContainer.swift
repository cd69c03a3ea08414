// Quiet: the composition root builds the concrete use cases.
import Foundation

@MainActor
final class AppContainer {
    private let repository: ProfileRepository = DefaultProfileRepository()

    func makeProfileViewModel() -> ProfileViewModel {
        ProfileViewModel(getProfile: GetProfileUseCase(repository: repository), repository: repository)
    }

    func makeSettingsViewModel() -> SettingsViewModel {
        SettingsViewModel(getProfile: GetProfileUseCase(repository: repository), validateEmail: ValidateEmailUseCase())
    }
}
