// Quiet: the view model runs the Domain's use case.
import Foundation
import Observation

@Observable
final class OrdersViewModel {
    private let trackOrders: TrackOrdersUseCase
    private(set) var orders: [Order] = []

    init(trackOrders: TrackOrdersUseCase) {
        self.trackOrders = trackOrders
    }

    func load() async {
        orders = (try? await trackOrders.execute()) ?? []
    }
}
