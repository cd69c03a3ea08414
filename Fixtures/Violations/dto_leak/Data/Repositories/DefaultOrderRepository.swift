// Quiet: Data code may name its own DTOs, even when a Domain protocol wrongly asks for them.
import Foundation

final class DefaultOrderRepository: OrderRepository {
    private let api: OrderAPIDataSource

    init(api: OrderAPIDataSource) {
        self.api = api
    }

    func orders(cursor: String?) async throws -> OrderListResponse {
        try await api.orders(cursor: cursor)
    }

    func order(id: String) async throws -> OrderDTO {
        try await api.order(id: id)
    }

    func cancel(orderID: String) async throws {
        try await api.cancel(id: orderID)
    }
}
