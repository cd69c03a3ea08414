// Quiet: the ports; a protocol is not an entity.
import Foundation

protocol OrderRepository {
    func save(_ order: Order) async throws
}

protocol PlaceOrderUseCase {
    func execute(_ order: Order) async throws
}
