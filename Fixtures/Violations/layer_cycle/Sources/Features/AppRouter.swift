// Quiet: a router at the root of Features/ belongs to no feature, so naming both features makes no cycle.
import ShopDomain
import SwiftUI

public enum Route: Hashable {
    case login
    case profile(User)
}

public struct RouterView: View {
    let route: Route
    let login: LoginViewModel

    public init(route: Route, login: LoginViewModel) {
        self.route = route
        self.login = login
    }

    public var body: some View {
        switch route {
        case .login:
            LoginView(viewModel: login)
        case let .profile(user):
            ProfileView(viewModel: ProfileViewModel(user: user, signIn: login.signIn))
        }
    }
}
