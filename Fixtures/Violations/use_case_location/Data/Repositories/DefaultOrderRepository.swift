// Demonstrates: a repository that also implements a Domain use case protocol that nothing in the
// Domain implements; the repository protocol it implements is no use case.
import Foundation

final class DefaultOrderRepository: OrderRepository, TrackOrdersUseCase { // expect: use_case_location
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

    func execute() async throws -> [Order] {
        try await orders().filter { !$0.isShipped }
    }
}
