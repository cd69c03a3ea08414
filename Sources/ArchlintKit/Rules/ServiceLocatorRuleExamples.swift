/// The examples of `service_locator` (ServiceLocatorRule): `archlint explain`, docs/rules.md and `ServiceLocatorRuleTests` read them.
enum ServiceLocatorRuleExamples {
    static let triggering: [Example] = [
        Example("a view model asks the app's container for its use case",
                ("DI/AppContainer.swift", "final class AppContainer {\n    static let shared = AppContainer()\n    func makeGetUser() -> GetUserUseCase { GetUserUseCase() }\n}\n"),
                ("Domain/GetUserUseCase.swift", "struct GetUserUseCase {}\n"),
                ("Presentation/ProfileViewModel.swift", "final class ProfileViewModel {\n    private let getUser = ↓AppContainer.shared.makeGetUser()\n}\n"),
                message: "ProfileViewModel, a view model, pulls its dependencies from the container AppContainer"),
        Example("a view reads the container from its environment",
                ("DI/DIContainer.swift", "import SwiftUI\n\nstruct DIContainer: EnvironmentKey {\n    static let defaultValue = DIContainer()\n    let getUser = GetUserUseCase()\n}\n"),
                ("Domain/GetUserUseCase.swift", "struct GetUserUseCase {}\n"),
                ("Presentation/ProfileView.swift", "import SwiftUI\n\nstruct ProfileView: View {\n    @Environment(\\.injected) private var injected: ↓DIContainer\n    var body: some View { Text(\"Profile\") }\n}\n")),
        Example("a use case resolves its repository through a DI framework",
                ("Domain/GetUserUseCase.swift", "import Swinject\n\nprotocol UserRepository {}\n\nstruct GetUserUseCase {\n    let resolver: Resolver\n    func execute() { let repository = resolver.↓resolve(UserRepository.self) }\n}\n")),
        Example("a property wrapper injects from a global container",
                ("Presentation/FeedViewModel.swift", "import Factory\n\nfinal class FeedViewModel {\n    ↓@Injected(\\.loadFeed) private var loadFeed\n}\n")),
        Example("a row view nested in a screen (itself namespaced by an enum) injects from a global container",
                ("Presentation/Feed/FeedScreen.swift", """
                    import SwiftUI
                    import Factory

                    enum Feed {
                        struct ListView: View {
                            var body: some View { List { Row() } }

                            struct Row: View {
                                ↓@Injected(\\.imageLoader) private var imageLoader
                                var body: some View { Text("Post") }
                            }
                        }
                    }
                    """)),
    ]

    static let nonTriggering: [Example] = [
        Example("the view model receives its use case; the container builds it",
                ("DI/AppContainer.swift", "final class AppContainer {\n    static let shared = AppContainer()\n    func makeProfile() -> ProfileViewModel { ProfileViewModel(getUser: GetUserUseCase()) }\n}\n"),
                ("Domain/GetUserUseCase.swift", "struct GetUserUseCase {}\n"),
                ("Presentation/ProfileViewModel.swift", "final class ProfileViewModel {\n    private let getUser: GetUserUseCase\n    init(getUser: GetUserUseCase) { self.getUser = getUser }\n}\n")),
        Example("a preview wires the screen from the container",
                ("DI/AppContainer.swift", "final class AppContainer {\n    static let shared = AppContainer()\n    func makeProfile() -> ProfileViewModel { ProfileViewModel() }\n}\n"),
                ("Presentation/ProfileView.swift", "import SwiftUI\n\nstruct ProfileView: View {\n    let viewModel: ProfileViewModel\n    var body: some View { Text(\"Profile\") }\n}\n\n#Preview {\n    ProfileView(viewModel: AppContainer.shared.makeProfile())\n}\n"),
                ("Presentation/ProfileViewModel.swift", "final class ProfileViewModel {}\n")),
        Example("a preview-only file builds the screen from a Swinject container",
                ("Presentation/Feed/FeedView.swift", "import SwiftUI\n\nstruct FeedView: View {\n    let viewModel: FeedViewModel\n    var body: some View { Text(\"Feed\") }\n}\n"),
                ("Presentation/Feed/FeedView+Previews.swift", """
                    import Swinject

                    extension FeedView {
                        static func preview(from container: Container) -> FeedView {
                            FeedView(viewModel: container.resolve(FeedViewModel.self)!)
                        }
                    }
                    """)),
        Example("`resolve` of a type that is no container",
                ("Presentation/PromiseViewModel.swift", "final class PromiseViewModel {\n    let promise = Promise()\n    func finish() { promise.resolve(42) }\n}\n")),
        Example("the composition root's own view reads the container: that is where wiring belongs",
                ("DI/AppContainer.swift", """
                    final class AppContainer {
                        static let shared = AppContainer()
                        func makeFeedViewModel() -> FeedViewModel { FeedViewModel() }
                    }
                    """),
                ("DI/RootView.swift", """
                    import SwiftUI

                    struct RootView: View {
                        var body: some View { FeedView(viewModel: AppContainer.shared.makeFeedViewModel()) }
                    }
                    """),
                ("Presentation/FeedView.swift", """
                    import SwiftUI

                    final class FeedViewModel: ObservableObject {}
                    struct FeedView: View {
                        @ObservedObject var viewModel: FeedViewModel
                        var body: some View { Text("Feed") }
                    }
                    """)),
    ]
}
