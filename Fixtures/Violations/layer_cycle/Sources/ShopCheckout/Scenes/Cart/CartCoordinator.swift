// Demonstrates: two scenes whose coordinators open each other, a cycle between feature folders under Scenes/ (cut at the weaker side, 2 uses).
import SwiftUI

@MainActor
final class CartCoordinator {
    var path = NavigationPath()

    func checkout() -> PaymentCoordinator { // expect: layer_cycle
        PaymentCoordinator()
    }
}
