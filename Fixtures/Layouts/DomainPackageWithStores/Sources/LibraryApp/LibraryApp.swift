// Quiet: the app's entry wires the store into the screens.
import SwiftUI
import Domain

@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup {
            Text("\(String(describing: RealmBookRepository.self))")
        }
    }
}
