// Quiet: the composition root wires the layers and may implement anything (a use case for UI tests).
import SwiftUI

@main
struct ShopApp: App {
    private let repository = DefaultOrderRepository(remote: OrderAPIDataSource())

    var body: some Scene {
        WindowGroup {
            OrdersView(viewModel: OrdersViewModel(trackOrders: repository))
        }
    }
}

struct UITestTrackOrders: TrackOrdersUseCase {
    func execute() async throws -> [Order] { [] }
}
