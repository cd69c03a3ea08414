import SwiftUI
import Presentation

@main
struct TodoApp: App {
    private let container = AppContainer()

    var body: some Scene {
        WindowGroup {
            container.makeTodoListView()
        }
    }
}
