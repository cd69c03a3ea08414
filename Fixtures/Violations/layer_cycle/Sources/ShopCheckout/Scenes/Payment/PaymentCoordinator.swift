// Quiet: the Payment scene knows the cart it came from and goes back to it (3 uses: the stronger side of the cycle).
import SwiftUI

@MainActor
final class PaymentCoordinator {
    var path = NavigationPath()
    weak var origin: CartCoordinator?

    func backToCart() -> CartCoordinator {
        CartCoordinator()
    }
}
