// Demonstrates: a SwiftUI view that reads the container from its environment; the preview may wire the screen from the container.
import SwiftUI

struct ProfileView: View {
    let viewModel: ProfileViewModel

    var body: some View { Text("Profile") }
}

struct ProfileHeaderView: View {
    @Environment(\.injected) private var injected: DIContainer // expect: service_locator

    var body: some View { Text("Header") }
}

#Preview {
    ProfileView(viewModel: AppContainer.shared.makeProfileViewModel())
}
