// Quiet: the composition root may declare anything, including its own repository implementation for UI tests.
import SwiftUI

@main
struct ShopApp: App {
    private let cart: CartRepository = ProcessInfo.processInfo.arguments.contains("-ui-testing")
        ? UITestCartRepository()
        : DefaultCartRepository(session: KeychainSessionRepository(keychain: KeychainStore()))

    var body: some Scene {
        WindowGroup {
            CartView(viewModel: CartViewModel(repository: cart, addToCart: AddToCartUseCase(repository: cart)))
        }
    }
}

private final class UITestCartRepository: CartRepository {
    func items() async throws -> [CartItem] { [] }
    func save(_ item: CartItem) async throws {}
    func remove(id: CartItem.ID) async throws {}
}
