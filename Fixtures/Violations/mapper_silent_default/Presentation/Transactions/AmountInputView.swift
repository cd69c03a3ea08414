// Quiet: the screen that owns AmountInputViewModel, which the composition root builds and hands in.
import SwiftUI

struct AmountInputView: View {
    @State private var viewModel: AmountInputViewModel

    init(viewModel: AmountInputViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        Text("Amount")
    }
}
