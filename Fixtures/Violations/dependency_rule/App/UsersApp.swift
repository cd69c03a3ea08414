// Quiet: the composition root may name every layer.
import SwiftUI

@main
struct UsersApp: App {
    private let container = AppContainer()

    var body: some Scene {
        WindowGroup {
            container.makeUserListView()
        }
    }
}

final class AppContainer {
    private lazy var repository = DefaultUserRepository(remote: UserAPIDataSource())

    @MainActor
    func makeUserListView() -> UserListView {
        UserListView(viewModel: UserListViewModel(fetchUsers: FetchUsersUseCase(), repository: repository))
    }

    func badge(for user: User) -> String {
        DisplayName.badge(for: user)
    }
}
