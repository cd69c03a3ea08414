// Quiet: the screen that owns InboxViewModel, which the composition root builds and hands in.
import SwiftUI

struct InboxView: View {
    @State private var viewModel: InboxViewModel

    init(viewModel: InboxViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        Text("Inbox")
    }
}
