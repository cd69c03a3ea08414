// Quiet: the composition root builds a view model and hands it to its screen.
import UIKit

@MainActor
final class AppContainer {
    func checkout() -> CheckoutView {
        CheckoutView(viewModel: CheckoutViewModel())
    }
}
