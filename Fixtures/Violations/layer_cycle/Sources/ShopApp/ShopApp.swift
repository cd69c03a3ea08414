// Quiet: the app target depends on every layer, as the composition root may.
import ShopData
import ShopDomain
import ShopFeatures
import SwiftUI

@main
struct ShopApp: App {
    private let signIn = DefaultSignInUseCase(repository: DefaultAccountRepository())

    var body: some Scene {
        WindowGroup {
            RouterView(route: .login, login: LoginViewModel(signIn: signIn))
        }
    }
}
