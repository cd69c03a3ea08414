// Quiet: the profile's view model, which the settings screen creates (see SettingsView).
import Foundation

@MainActor
final class ProfileViewModel: ObservableObject {
    @Published var displayName = ""
    @Published var email = ""
}
