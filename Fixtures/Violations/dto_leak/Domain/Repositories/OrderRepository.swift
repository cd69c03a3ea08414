// Demonstrates: a Domain repository protocol whose signatures expose Data DTOs.
import Foundation

protocol OrderRepository {
    func orders(cursor: String?) async throws -> OrderListResponse // expect: dto_leak
    func order(id: String) async throws -> OrderDTO // expect: dto_leak
    func cancel(orderID: String) async throws
}
