// Quiet: the screen that owns CheckoutViewModel, which the composition root builds and hands in.
import SwiftUI

struct CheckoutView: View {
    @State private var viewModel: CheckoutViewModel

    init(viewModel: CheckoutViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        Text("Checkout")
    }
}
