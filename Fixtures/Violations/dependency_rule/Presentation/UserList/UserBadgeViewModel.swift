// Quiet: any layer may name the composition root's container and call its factory methods.
import Foundation

final class UserBadgeViewModel {
    private let container: AppContainer

    init(container: AppContainer = AppContainer()) {
        self.container = container
    }

    func badge(for user: User) -> String {
        container.badge(for: user)
    }

    // Demonstrates: the app entry is no container; naming it is a dependency on the composition root.
    func title(of app: UsersApp) -> String { "Users" } // expect: dependency_rule
}
