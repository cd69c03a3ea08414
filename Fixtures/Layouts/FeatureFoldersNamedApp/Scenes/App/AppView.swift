// Quiet: the app's first screen, in Scenes/App/ (Presentation).
import SwiftUI

struct AppView: View {
    @State var viewModel: AppViewModel

    var body: some View {
        Text("\(viewModel.favouriteCount) favourites")
            .task { await viewModel.refresh(userID: "me") }
    }
}
