// Quiet: the composition root builds view models and hands each to its screen; a view model that
// only the root names (OrderHistory's) is used all the same.
import UIKit

@MainActor
final class AppContainer {
    func catalogView() -> CatalogView {
        CatalogView(viewModel: CatalogViewModel(products: Product.samples))
    }

    func orderHistory() -> UIViewController {
        OrderHistoryViewController(viewModel: DefaultOrderHistoryViewModel(orders: []))
    }
}
