// Quiet: the checkout owns its view model; the address form is handed the checkout's view model by
// its parent through its memberwise initializer, so it does not own it.
import SwiftUI

struct CheckoutView: View {
    @State private var viewModel: CheckoutViewModel

    init(viewModel: CheckoutViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        AddressForm(viewModel: viewModel)
    }
}

struct AddressForm: View {
    @State var viewModel: CheckoutViewModel

    var body: some View {
        TextField("Street", text: $viewModel.street)
    }
}
