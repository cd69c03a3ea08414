// Quiet: a SwiftUI view of the ProfileUI framework.
import SwiftUI

public struct ProfileView: View {
    let viewModel: ProfileViewModel

    public init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
    }

    public var body: some View {
        Label(viewModel.profile.name, systemImage: "person.circle")
            .badge(viewModel.initials)
    }
}
