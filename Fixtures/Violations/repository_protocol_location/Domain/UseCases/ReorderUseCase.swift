// Demonstrates: the use case names a port declared in Data, so the Domain depends on Data (dependency_rule); repository_protocol_location reports the port.
import Foundation

struct ReorderUseCase {
    let history: OrderHistoryProviding // expect: dependency_rule

    func lastOrder() async throws -> [CartItem] {
        let orders = try await history.pastOrders()
        return orders.filter { $0.quantity > 0 }
    }
}
