// Quiet: the @main app.
import SwiftUI

@main
struct ShopApp: App {
    private let container = AppContainer()

    var body: some Scene {
        WindowGroup {
            SearchView(viewModel: container.makeSearchViewModel())
        }
    }
}
