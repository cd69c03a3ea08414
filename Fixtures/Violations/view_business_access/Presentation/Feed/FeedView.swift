// Demonstrates: SwiftUI views that hold use cases (each name reported once per view); the view model, entities and the preview's stubs stay quiet.
import SwiftUI

struct FeedView: View {
    @State var viewModel: FeedViewModel
    let loadFeed: LoadFeedUseCase // expect: view_business_access
    let likePost: LikePostUseCase // expect: view_business_access

    var body: some View {
        List(viewModel.posts) { post in
            PostRow(post: post, likePost: likePost)
        }
        .refreshable {
            viewModel.posts = (try? await loadFeed.execute()) ?? viewModel.posts
        }
        .task { await viewModel.load() }
    }
}

struct PostRow: View {
    @State var post: Post
    let likePost: LikePostUseCase // expect: view_business_access

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(post.author).font(.headline)
            Text(post.text)
            Button {
                Task { post = (try? await likePost.execute(post)) ?? post }
            } label: {
                Label("\(post.likeCount)", systemImage: post.isLikedByMe ? "heart.fill" : "heart")
            }
        }
    }
}

/// Preview stubs, outside any view.
struct PreviewLoadFeed: LoadFeedUseCase {
    func execute() async throws -> [Post] {
        [Post(id: UUID(), author: "Ada", text: "Hello", likeCount: 3, isLikedByMe: false, createdAt: .now)]
    }
}

struct PreviewLikePost: LikePostUseCase {
    func execute(_ post: Post) async throws -> Post { post }
}

#Preview {
    FeedView(viewModel: FeedViewModel(loadFeed: PreviewLoadFeed(), likePost: PreviewLikePost()),
             loadFeed: PreviewLoadFeed(), likePost: PreviewLikePost())
}
