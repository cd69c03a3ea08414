// Quiet: a SwiftUI screen in a folder named for its feature (App/NoteList/) is Presentation by its code.
import SwiftUI

struct NoteListView: View {
    @State var viewModel: NoteListViewModel

    var body: some View {
        List(viewModel.notes, id: \.id) { note in
            Text(note.title)
        }
        .task { await viewModel.load() }
    }
}
