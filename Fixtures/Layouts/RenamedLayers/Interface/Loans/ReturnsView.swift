// Demonstrates: a view in UI that creates a view model named after another screen (view_model_naming).
import SwiftUI

struct ReturnsView: View {
    @StateObject private var viewModel = ShelfViewModel() // expect: view_model_naming

    var body: some View {
        Text(viewModel.title)
    }
}

@MainActor
final class ShelfViewModel: ObservableObject {
    @Published private(set) var title = ""
}
