// Quiet: the app project's @main app uses both frameworks of the Profile project.
import SwiftUI
import ProfileDomain
import ProfileUI

@main
struct ProfilesApp: App {
    var body: some Scene {
        WindowGroup {
            ProfileView(viewModel: ProfileViewModel(profile: Profile(name: "Ada Lovelace", email: "ada@example.com")))
        }
    }
}
