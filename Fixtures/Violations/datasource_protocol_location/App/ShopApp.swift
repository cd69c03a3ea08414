// Quiet: the composition root wires the layers.
import SwiftUI

@main
struct ShopApp: App {
    private let repository = DefaultOrderRepository(remote: OrderAPIDataSource())

    var body: some Scene {
        WindowGroup {
            OrdersView(viewModel: OrdersViewModel(trackOrders: DefaultTrackOrdersUseCase(repository: repository)))
        }
    }
}
