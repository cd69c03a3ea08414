// Quiet: the session and the tabs' view models, each created by a view.
import Foundation
import Observation

@MainActor
final class SessionViewModel: ObservableObject {
    @Published var isSignedIn = false
}

@Observable
final class HomeViewModel {
    var greeting = "Hello"
}

@Observable
final class SearchViewModel {
    var query = ""
}
