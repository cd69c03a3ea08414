// Quiet: the screen that owns RegistrationViewModel, which the composition root builds and hands in.
import SwiftUI

struct RegistrationView: View {
    @State private var viewModel: RegistrationViewModel

    init(viewModel: RegistrationViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        Text("Sign Up")
    }
}
