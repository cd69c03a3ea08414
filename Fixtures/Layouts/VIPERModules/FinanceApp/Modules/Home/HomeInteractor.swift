// Demonstrates: the interactor is the Domain's by its code: its own ports are no dependency, the concrete API client is.
import Foundation

final class HomeInteractor: HomeInteractorInput {
    weak var output: HomeInteractorOutput?
    private let service: FinanceService // expect: dependency_rule

    init(service: FinanceService) { // expect: dependency_rule
        self.service = service
    }

    func loadBalance() async {
        let amount = (try? await service.fetchBalance()) ?? 0
        output?.didLoad(Balance(amount: amount))
    }
}
