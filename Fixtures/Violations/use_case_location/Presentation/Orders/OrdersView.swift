// Quiet: the screen that owns the orders' view model.
import SwiftUI

struct OrdersView: View {
    @State private var viewModel: OrdersViewModel

    init(viewModel: OrdersViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        List(viewModel.orders) { order in
            Text("\(order.total)")
        }
        .task { await viewModel.load() }
    }
}
