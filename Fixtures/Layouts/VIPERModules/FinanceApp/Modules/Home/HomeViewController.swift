// Quiet: the screen, Presentation by its code.
import UIKit

final class HomeViewController: UIViewController, HomeViewInput {
    var presenter: HomePresenter?
    private let label = UILabel()

    func show(balance: String) {
        label.text = balance
    }
}
