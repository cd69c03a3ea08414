// Quiet: the view model is where use cases are used.
import Foundation
import Observation

@MainActor
@Observable
final class FeedViewModel {
    var posts: [Post] = []
    private(set) var errorMessage: String?

    private let loadFeed: LoadFeedUseCase
    private let likePost: LikePostUseCase

    init(loadFeed: LoadFeedUseCase, likePost: LikePostUseCase) {
        self.loadFeed = loadFeed
        self.likePost = likePost
    }

    func load() async {
        do {
            posts = try await loadFeed.execute()
        } catch {
            errorMessage = "The feed could not be loaded."
        }
    }

    func toggleLike(_ post: Post) async {
        guard let index = posts.firstIndex(of: post) else { return }
        posts[index] = (try? await likePost.execute(post)) ?? post
    }
}
