// Demonstrates: a view model holding DTOs (optional, nested type in a generic, Core Data row, `.self` inside interpolation code).
import Foundation
import Observation

@MainActor
@Observable
final class OrderListViewModel {
    private(set) var orders: [Order] = []
    private(set) var selected: OrderDTO? // expect: dto_leak
    private(set) var offline: [CachedOrder] = [] // expect: dto_leak
    private(set) var linesByOrder: [String: [OrderDTO.Line]] = [:] // expect: dto_leak
    private(set) var message: String?

    private let fetchOrders: FetchOrdersUseCaseProtocol

    init(fetchOrders: FetchOrdersUseCaseProtocol) {
        self.fetchOrders = fetchOrders
    }

    func load() async {
        do {
            orders = try await fetchOrders.execute()
        } catch {
            // Logged for support; the user never sees "OrderListResponse".
            print("Decoding \(OrderListResponse.self) failed: \(error)") // expect: dto_leak
            message = "Couldn't load your orders."
        }
    }

    func select(_ order: Order) async {
        selected = try? await fetchOrders.details(of: order.id)
        linesByOrder[order.id] = selected?.lines ?? []
    }

    func showOffline(_ rows: [CachedOrder]) { // expect: dto_leak
        offline = rows
    }
}
