// Quiet: the composition root builds everything; a coordinator asking its container is wiring.
import SwiftUI

final class AppContainer {
    static let shared = AppContainer()

    func makeGetProfile() -> GetProfileUseCase { GetProfileUseCase() }
    func makeProfileViewModel() -> ProfileViewModel { ProfileViewModel(getProfile: makeGetProfile()) }
}

struct DIContainer: EnvironmentKey {
    static let defaultValue = DIContainer()
    let getProfile = GetProfileUseCase()
}

extension EnvironmentValues {
    var injected: DIContainer {
        get { self[DIContainer.self] }
        set { self[DIContainer.self] = newValue }
    }
}

final class ProfileCoordinator {
    func start() -> ProfileView {
        ProfileView(viewModel: AppContainer.shared.makeProfileViewModel())
    }
}
