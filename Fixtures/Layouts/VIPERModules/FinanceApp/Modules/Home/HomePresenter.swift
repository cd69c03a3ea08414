// Quiet: the presenter formats what the interactor reports.
import Foundation

final class HomePresenter: HomeInteractorOutput {
    weak var view: HomeViewInput?
    var interactor: HomeInteractorInput?

    func didLoad(_ balance: Balance) {
        view?.show(balance: "\(balance.amount)")
    }
}
