// Demonstrates: a view that creates a view model named after another screen.
import SwiftUI

struct SettingsView: View {
    @StateObject private var viewModel = ProfileViewModel() // expect: view_model_naming

    var body: some View {
        Form {
            ProfileHeaderView(viewModel: viewModel)
            TextField("Email", text: $viewModel.email)
        }
    }
}
