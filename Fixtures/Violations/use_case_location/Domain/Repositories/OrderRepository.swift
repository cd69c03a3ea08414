// Quiet: the Domain declares its repository protocol (repository_protocol_location judges those).
import Foundation

protocol OrderRepository {
    func orders() async throws -> [Order]
    func save(_ order: Order) async throws
}
