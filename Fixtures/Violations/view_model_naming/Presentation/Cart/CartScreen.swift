// Quiet: a screen named …Screen owns the view model of the same screen, …ViewModel; a detail view
// may own the view model of the details, plural and all.
import SwiftUI

struct CartScreen: View {
    @StateObject private var viewModel = CartViewModel()

    var body: some View {
        Text("\(viewModel.count) items")
    }
}

struct ProductDetailView: View {
    @State private var viewModel = ProductDetailsViewModel()

    var body: some View {
        Text(viewModel.title)
    }
}
