// Quiet: the app entry shows the root view, which builds the session for the whole app.
import SwiftUI

@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}
