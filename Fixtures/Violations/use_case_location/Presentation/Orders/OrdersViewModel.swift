// Quiet: the view model runs the Domain's use cases; a preview stand-in of a use case that the
// Domain does not implement, private or named as one, is no implementation.
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

private struct NoOrders: TrackOrdersUseCase {
    func execute() async throws -> [Order] { [] }
}

final class PreviewTrackOrdersUseCase: TrackOrdersUseCase {
    func execute() async throws -> [Order] { [] }
}
