// Quiet: a use case protocol and its implementation, both in the Domain.
import Foundation

protocol PlaceOrderUseCase {
    func execute(_ order: Order) async throws
}

struct DefaultPlaceOrderUseCase: PlaceOrderUseCase {
    let repository: OrderRepository

    func execute(_ order: Order) async throws {
        guard order.total > 0 else { return }
        try await repository.save(order)
    }
}
