// Quiet: the repository reaches its source through a data source protocol, which is reported where
// it is declared (the Domain), not where it is used.
import Foundation

final class DefaultOrderRepository: OrderRepository {
    private let remote: OrderRemoteDataSource
    private var saved: [Order] = []

    init(remote: OrderRemoteDataSource) {
        self.remote = remote
    }

    func orders() async throws -> [Order] {
        let data = try await remote.fetchOrders()
        return try JSONDecoder().decode([OrderDTO].self, from: data)
            .map { Order(id: $0.id, total: $0.total, isShipped: $0.shipped) }
    }

    func save(_ order: Order) async throws {
        saved.append(order)
    }
}
