// Quiet: the app's entry.
import SwiftUI

@main
struct JournalApp: App {
    var body: some Scene {
        WindowGroup { EntryListView(entries: []) }
    }
}
