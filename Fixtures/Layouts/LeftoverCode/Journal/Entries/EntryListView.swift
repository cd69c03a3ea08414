// Quiet: the compiled screen.
import SwiftUI

struct EntryListView: View {
    let entries: [Entry]

    var body: some View {
        List(entries) { Text($0.text) }
    }
}
