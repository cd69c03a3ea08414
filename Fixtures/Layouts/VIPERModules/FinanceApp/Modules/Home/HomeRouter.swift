// Quiet: the router that assembles the module constructs types of three layers: the composition root.
import UIKit

enum HomeRouter {
    static func createModule() -> UIViewController {
        let view = HomeViewController()
        let presenter = HomePresenter()
        let interactor = HomeInteractor(service: FinanceService())
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        interactor.output = presenter
        return view
    }
}
