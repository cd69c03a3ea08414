// Quiet: the module's contract file declares the view's, the presenter's and the interactor's ports.
import Foundation

protocol HomeViewInput: AnyObject {
    func show(balance: String)
}

protocol HomeInteractorInput {
    func loadBalance() async
}

protocol HomeInteractorOutput: AnyObject {
    func didLoad(_ balance: Balance)
}
