// Demonstrates: a view that takes a DTO; DTO names in comments, strings, raw strings and regex literals stay quiet.
import SwiftUI

struct OrderListView: View {
    @State var viewModel: OrderListViewModel

    var body: some View {
        NavigationStack {
            List(viewModel.orders) { order in
                Button(order.id) {
                    Task { await viewModel.select(order) }
                }
            }
            .navigationTitle("Orders")
            .safeAreaInset(edge: .bottom) {
                // The selected order is still an OrderDTO here: see the finding in OrderDetailView.
                if let selected = viewModel.selected {
                    OrderDetailView(order: selected)
                        .frame(height: 240)
                }
            }
            .task { await viewModel.load() }
        }
    }
}

struct OrderDetailView: View {
    let order: OrderDTO // expect: dto_leak

    /// Shown on the support screen: how server fields map to what the user sees.
    private let legend = """
        OrderDTO.status      -> badge
        OrderListResponse    -> list paging
        """
    private let supportReference = #"Quote "\#(String(describing: Self.self))" and never OrderDTO.id"#
    private let referencePattern = #/ORD-\d{6}|OrderDTO/#

    var body: some View {
        List(order.lines, id: \.sku) { line in
            LabeledContent(line.sku, value: "\(line.quantity) × \(line.unitPriceCents) ¢")
        }
        .navigationTitle("Order \(order.id)")
        .safeAreaInset(edge: .bottom) {
            Text("Raw payload OrderDTO #\(order.id)")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}
