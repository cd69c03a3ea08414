// Quiet: the protocol, its implementation (built by the composition root) and a preview stand-in.
import Foundation

protocol OrderHistoryViewModelProtocol {
    var orderCount: Int { get }
}

final class DefaultOrderHistoryViewModel: OrderHistoryViewModelProtocol {
    private let orders: [Product]

    init(orders: [Product]) {
        self.orders = orders
    }

    var orderCount: Int { orders.count }
}

final class PreviewOrderHistoryViewModel: OrderHistoryViewModelProtocol {
    var orderCount: Int { 3 }
}
