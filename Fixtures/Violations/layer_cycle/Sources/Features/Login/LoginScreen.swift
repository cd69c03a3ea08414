// Quiet: the Login feature shows Profile after signing in (2 uses: the stronger side of the cycle) and uses the Shared folder one way.
import ShopDomain
import SwiftUI

@MainActor
@Observable
public final class LoginViewModel {
    var email = ""
    var password = ""
    var signedInUser: User?
    private(set) var errorMessage: String?

    let signIn: SignInUseCase

    public init(signIn: SignInUseCase) {
        self.signIn = signIn
    }

    func submit() async {
        do {
            signedInUser = try await signIn.execute(email: email, password: password)
        } catch SignInError.invalidEmail {
            errorMessage = "Please enter a valid e-mail address."
        } catch {
            errorMessage = "E-mail or password is wrong."
        }
    }
}

public struct LoginView: View {
    @State var viewModel: LoginViewModel

    public init(viewModel: LoginViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    public var body: some View {
        NavigationStack {
            Form {
                AvatarView(initials: "?")
                TextField("E-mail", text: $viewModel.email)
                SecureField("Password", text: $viewModel.password)
                Button("Sign in") { Task { await viewModel.submit() } }
            }
            .navigationDestination(item: $viewModel.signedInUser) { user in
                ProfileView(viewModel: ProfileViewModel(user: user, signIn: viewModel.signIn))
            }
        }
    }
}
