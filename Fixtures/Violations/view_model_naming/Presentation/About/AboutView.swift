// Quiet: a view model declared in its view's file, used there; a view model nested in its view.
import SwiftUI
import Observation

struct AboutView: View {
    @State private var viewModel = AboutViewModel()

    var body: some View {
        Text(viewModel.version)
    }
}

@Observable
final class AboutViewModel {
    var version = "1.0"
}

struct LicensesView: View {
    @State private var viewModel = ViewModel()

    var body: some View {
        Text(viewModel.text)
    }

    @Observable
    final class ViewModel {
        var text = ""
    }
}
