// Demonstrates: the Profile feature shows Login after signing out, closing the cycle Login → Profile → Login: reported once, at its weakest edge (1 use).
import ShopDomain
import SwiftUI

@MainActor
@Observable
final class ProfileViewModel {
    let user: User
    let signIn: SignInUseCase
    var isSignedOut = false

    init(user: User, signIn: SignInUseCase) {
        self.user = user
        self.signIn = signIn
    }

    var initials: String {
        user.displayName.split(separator: " ").compactMap(\.first).prefix(2).map(String.init).joined()
    }
}

struct ProfileView: View {
    @State var viewModel: ProfileViewModel

    var body: some View {
        VStack(spacing: 16) {
            AvatarView(initials: viewModel.initials)
            Text(viewModel.user.displayName).font(.title2)
            Text(viewModel.user.email).foregroundStyle(.secondary)
            Button("Sign out", role: .destructive) { viewModel.isSignedOut = true }
        }
        .fullScreenCover(isPresented: $viewModel.isSignedOut) {
            LoginView(viewModel: .init(signIn: viewModel.signIn)) // expect: layer_cycle
        }
    }
}
