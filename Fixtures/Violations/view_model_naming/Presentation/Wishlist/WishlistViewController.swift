// Demonstrates: a view controller that creates a view model named after another screen.
import UIKit

final class WishlistViewController: UIViewController {
    private let viewModel = FavoritesViewModel() // expect: view_model_naming

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "\(viewModel.items.count) saved"
    }
}
