/// The examples of `use_case_location` (UseCaseLocationRule): `archlint explain`, docs/rules.md and `UseCaseLocationRuleTests` read them.
enum UseCaseLocationRuleExamples {
    static let triggering: [Example] = [
        Example("a use case protocol implemented only by a repository in Data",
                ("Domain/UseCases/GetFeedUseCase.swift", "protocol GetFeedUseCase {\n    func execute() async throws -> [Post]\n}\n"),
                ("Data/Repositories/FeedRepository.swift", "final class FeedRepository: ↓GetFeedUseCase {\n    func execute() async throws -> [Post] { [] }\n}\n"),
                message: "FeedRepository in layer Data implements the use case GetFeedUseCase; nothing in Domain does"),
        Example("the use cases of one conformance list are one finding, at the first",
                ("Domain/UseCases/PostUseCases.swift", "protocol LikePostUseCase {\n    func execute(id: Int) async throws\n}\nprotocol SharePostUseCase {\n    func execute(id: Int) async throws\n}\n"),
                ("Data/Repositories/PostRepository.swift", "final class PostRepository: ↓LikePostUseCase,\n    SharePostUseCase {\n    func execute(id: Int) async throws {}\n}\n")),
        Example("a use case filed in the Data layer's folder is still a use case, and misplaced",
                ("Data/UseCases/LoginUseCase.swift", "final class ↓LoginUseCase {\n    func start(username: String) {}\n}\n")),
        Example("a use case protocol declared in Presentation",
                ("Presentation/Feed/RefreshFeedUseCase.swift", "protocol ↓RefreshFeedUseCase {\n    func execute() async\n}\n")),
    ]

    static let nonTriggering: [Example] = [
        Example("a VIPER scene's folder holds its interactor beside its view: no filing of a layer",
                ("Scenes/Login/Interactor/LoginInteractor.swift", "final class LoginInteractor {\n    func login(username: String) {}\n}\n"),
                ("Scenes/Login/View/LoginViewController.swift", "import UIKit\n\nfinal class LoginViewController: UIViewController {}\n")),
        Example("the use case protocol and its implementation in the Domain",
                ("Domain/UseCases/GetFeedUseCase.swift", """
                    protocol GetFeedUseCase {
                        func execute() async throws -> [Post]
                    }

                    struct DefaultGetFeedUseCase: GetFeedUseCase {
                        let repository: FeedRepository
                        func execute() async throws -> [Post] { try await repository.posts() }
                    }
                    """)),
        Example("a Data type may implement a use case the Domain implements too (a cached variant)",
                ("Domain/UseCases/GetFeedUseCase.swift", """
                    protocol GetFeedUseCase {
                        func execute() async throws -> [Post]
                    }

                    struct DefaultGetFeedUseCase: GetFeedUseCase {
                        func execute() async throws -> [Post] { [] }
                    }
                    """),
                ("Data/Repositories/CachedFeed.swift", "final class CachedFeed: GetFeedUseCase {\n    func execute() async throws -> [Post] { [] }\n}\n")),
        Example("a generic base protocol named UseCase alone, outside the Domain",
                ("Core/UseCase.swift", "protocol UseCase {\n    associatedtype Output\n    func execute() async throws -> Output\n}\n")),
        Example("the composition root may implement a use case (a stub for UI tests)",
                ("Domain/UseCases/GetFeedUseCase.swift", "protocol GetFeedUseCase {\n    func execute() async throws -> [Post]\n}\n"),
                ("App/UITestGetFeed.swift", "struct UITestGetFeed: GetFeedUseCase {\n    func execute() async throws -> [Post] { [] }\n}\n")),
        Example("a private type, and a stand-in named as one, beside the views",
                ("Domain/UseCases/GetFeedUseCase.swift", "protocol GetFeedUseCase {\n    func execute() async throws -> [Post]\n}\n"),
                ("Presentation/Feed/FeedView.swift", """
                    private struct NoPosts: GetFeedUseCase {
                        func execute() async throws -> [Post] { [] }
                    }

                    final class PreviewGetFeedUseCase: GetFeedUseCase {
                        func execute() async throws -> [Post] { [] }
                    }
                    """)),
        Example("a Core type implementing a Domain use case: Core may not name the Domain at all (dependency_rule's finding)",
                ("Domain/UseCases/GetFeedUseCase.swift", "protocol GetFeedUseCase {\n    func execute() async throws -> [Post]\n}\n"),
                ("Core/Helpers/FeedClient.swift", "final class FeedClient: GetFeedUseCase {\n    func execute() async throws -> [Post] { [] }\n}\n")),
        Example("preview code may implement a use case",
                ("Domain/UseCases/GetFeedUseCase.swift", "protocol GetFeedUseCase {\n    func execute() async throws -> [Post]\n}\n"),
                ("Presentation/Feed/FeedView.swift", """
                    import SwiftUI

                    struct FeedView: View {
                        let getFeed: GetFeedUseCase
                        var body: some View { Text("Feed") }
                    }

                    #Preview {
                        struct Posts: GetFeedUseCase {
                            func execute() async throws -> [Post] { [] }
                        }
                        return FeedView(getFeed: Posts())
                    }
                    """)),
    ]
}
