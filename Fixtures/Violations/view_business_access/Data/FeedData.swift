// Quiet: the Data layer's data source and repository.
import Foundation

struct PostDTO: Decodable {
    let id: UUID
    let author: String
    let text: String
    let likes: Int
    let liked: Bool
    let createdAt: Date
}

final class FeedAPIDataSource {
    private let session = URLSession(configuration: .default)
    private let url = URL(string: "https://social.example.com/api/feed")!

    func posts() async throws -> [PostDTO] {
        let (data, _) = try await session.data(from: url)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode([PostDTO].self, from: data)
    }

    func setLiked(_ liked: Bool, postID: UUID) async throws {
        var request = URLRequest(url: url.appendingPathComponent("\(postID.uuidString)/like"))
        request.httpMethod = liked ? "PUT" : "DELETE"
        _ = try await session.data(for: request)
    }
}

final class DefaultFeedRepository: FeedRepository {
    private let api: FeedAPIDataSource

    init(api: FeedAPIDataSource) {
        self.api = api
    }

    func feed() async throws -> [Post] {
        try await api.posts().map {
            Post(id: $0.id, author: $0.author, text: $0.text, likeCount: $0.likes, isLikedByMe: $0.liked, createdAt: $0.createdAt)
        }
    }

    func setLiked(_ liked: Bool, postID: Post.ID) async throws {
        try await api.setLiked(liked, postID: postID)
    }
}
