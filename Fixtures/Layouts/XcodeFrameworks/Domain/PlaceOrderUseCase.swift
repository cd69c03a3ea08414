// Demonstrates: the Domain framework importing NetworkKit, a framework target that lives in Data/ (judged by its layer, not as a third-party framework).
import Foundation
import NetworkKit // expect: dependency_rule

public enum PlaceOrderError: Error {
    case emptyOrder
}

public struct PlaceOrderUseCase: Sendable {
    private let gateway: OrderGateway

    public init(gateway: OrderGateway) {
        self.gateway = gateway
    }

    public func execute(_ order: Order) async throws -> String {
        guard !order.itemIDs.isEmpty, order.totalCents > 0 else { throw PlaceOrderError.emptyOrder }
        return try await gateway.submit(order)
    }
}
