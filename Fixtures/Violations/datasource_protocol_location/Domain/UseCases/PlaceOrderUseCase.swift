// Quiet: a use case protocol and its implementation, both in the Domain; a generic base protocol
// named UseCase alone.
import Foundation

protocol UseCase {
    associatedtype Output
    func execute() async throws -> Output
}

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
