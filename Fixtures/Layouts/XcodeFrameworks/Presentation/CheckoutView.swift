// Quiet: a SwiftUI view of the Presentation framework.
import SwiftUI

public struct CheckoutView: View {
    @State private var viewModel: CheckoutViewModel

    public init(viewModel: CheckoutViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    public var body: some View {
        Button(viewModel.confirmation ?? "Place order") {
            Task { await viewModel.checkout(itemIDs: ["espresso"], totalCents: 320) }
        }
    }
}
