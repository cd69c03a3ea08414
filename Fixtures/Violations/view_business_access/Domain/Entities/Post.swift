// Quiet: the entity and its repository port.
import Foundation

struct Post: Identifiable, Equatable {
    let id: UUID
    let author: String
    let text: String
    var likeCount: Int
    var isLikedByMe: Bool
    let createdAt: Date
}

protocol FeedRepository {
    func feed() async throws -> [Post]
    func setLiked(_ liked: Bool, postID: Post.ID) async throws
}
