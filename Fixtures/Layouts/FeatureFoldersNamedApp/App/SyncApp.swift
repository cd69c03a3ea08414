// Quiet: the real composition root, the @main app in the top-level App/ folder.
import SwiftUI

@main
struct SyncApp: App {
    private let container = AppContainer()

    var body: some Scene {
        WindowGroup {
            container.makeAppView()
        }
    }
}
