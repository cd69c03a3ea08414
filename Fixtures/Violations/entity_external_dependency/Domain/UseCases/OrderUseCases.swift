// Quiet: a factory that builds use cases from the repository it holds is wiring, not an entity.
import Foundation

enum OrderError: Error {
    case empty
}

struct DefaultPlaceOrderUseCase: PlaceOrderUseCase {
    let repository: OrderRepository

    func execute(_ order: Order) async throws {
        guard !order.items.isEmpty else { throw OrderError.empty }
        try await repository.save(order)
    }
}

final class OrderUseCases {
    private let repository: OrderRepository

    init(repository: OrderRepository) {
        self.repository = repository
    }

    func makePlaceOrderUseCase() -> PlaceOrderUseCase {
        DefaultPlaceOrderUseCase(repository: repository)
    }
}
