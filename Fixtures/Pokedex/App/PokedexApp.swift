import SwiftUI

@main
struct PokedexApp: App {
    private let container = AppContainer()

    var body: some Scene {
        WindowGroup {
            container.makePokemonListView()
        }
    }
}
