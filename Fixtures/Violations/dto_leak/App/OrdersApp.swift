// Quiet: the composition root wires every layer.
import SwiftUI

@main
struct OrdersApp: App {
    private let repository = DefaultOrderRepository(api: OrderAPIDataSource())

    var body: some Scene {
        WindowGroup {
            OrderListView(viewModel: OrderListViewModel(fetchOrders: FetchOrdersUseCase(repository: repository)))
        }
    }
}
