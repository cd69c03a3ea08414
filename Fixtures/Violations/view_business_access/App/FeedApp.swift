// Quiet: the composition root, including a root view declared there, wires use cases into screens.
import SwiftUI

@main
struct FeedApp: App {
    var body: some Scene {
        WindowGroup {
            RootView(repository: DefaultFeedRepository(api: FeedAPIDataSource()))
        }
    }
}

struct RootView: View {
    let repository: FeedRepository

    var body: some View {
        let loadFeed = DefaultLoadFeedUseCase(repository: repository)
        let likePost = LikePostInteractor(repository: repository)
        FeedView(viewModel: FeedViewModel(loadFeed: loadFeed, likePost: likePost), loadFeed: loadFeed, likePost: likePost)
    }
}
