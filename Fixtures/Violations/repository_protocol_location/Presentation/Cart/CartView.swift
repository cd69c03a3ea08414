// Quiet: the view renders its view model; the preview wires a stub outside any type.
import SwiftUI

struct CartView: View {
    @State var viewModel: CartViewModel

    var body: some View {
        List(viewModel.items) { item in
            HStack {
                Text(item.title)
                Spacer()
                Button("+") { Task { await viewModel.increment(item) } }
            }
        }
        .safeAreaInset(edge: .bottom) {
            Text(viewModel.total, format: .currency(code: "EUR")).font(.headline)
        }
        .task { await viewModel.load() }
    }
}

#Preview {
    let repository = InMemoryCartRepository(items: [
        CartItem(id: UUID(), productID: "p-1", title: "Espresso beans", quantity: 2, unitPrice: 12.5),
    ])
    return CartView(viewModel: CartViewModel(repository: repository, addToCart: AddToCartUseCase(repository: repository)))
}
