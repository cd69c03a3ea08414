// Quiet: use case protocols and implementations with real logic.
import Foundation

protocol LoadFeedUseCase {
    func execute() async throws -> [Post]
}

struct DefaultLoadFeedUseCase: LoadFeedUseCase {
    let repository: FeedRepository

    func execute() async throws -> [Post] {
        try await repository.feed().sorted { $0.createdAt > $1.createdAt }
    }
}

protocol LikePostUseCase {
    func execute(_ post: Post) async throws -> Post
}

struct LikePostInteractor: LikePostUseCase {
    let repository: FeedRepository

    func execute(_ post: Post) async throws -> Post {
        var updated = post
        updated.isLikedByMe.toggle()
        updated.likeCount += updated.isLikedByMe ? 1 : -1
        try await repository.setLiked(updated.isLikedByMe, postID: post.id)
        return updated
    }
}
