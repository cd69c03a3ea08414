// Quiet: the container wires Data, Domain and Presentation.
import Foundation

@MainActor
final class AppContainer {
    private let repository = DefaultUserDataRepository(defaults: .standard)

    func makeAppView() -> AppView {
        AppView(viewModel: AppViewModel(syncUserData: SyncingUserData(repository: repository)))
    }
}
