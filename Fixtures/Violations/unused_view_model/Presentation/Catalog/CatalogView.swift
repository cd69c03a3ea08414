// Quiet: the view owns the view model named after it, handed in and kept in @State.
import SwiftUI

struct CatalogView: View {
    @State private var viewModel: CatalogViewModel

    init(viewModel: CatalogViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        List(viewModel.products) { product in
            ProductRow(product: product)
        }
    }
}

struct ProductRow: View {
    let product: Product

    var body: some View {
        Text(product.name)
    }
}

#Preview {
    CatalogView(viewModel: CatalogViewModel(products: Product.samples))
}

#Preview("Legacy") {
    let legacy = LegacyCatalogViewModel()
    List(legacy.products) { product in
        ProductRow(product: product)
    }
}
