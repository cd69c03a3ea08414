import XCTest
@testable import ArchlintRules

/// The edges of view_model_naming, unused_view_model, datasource_protocol_location and use_case_location that the
/// examples and the fixtures do not reach: name matching, ownership, what counts as a use.
final class ProtocolAndViewModelRuleTests: XCTestCase {
    private func findings(_ rule: String, _ files: [(path: String, code: String)]) -> [String] {
        TestSupport.findings(files).filter { $0.rule == rule }.map { "\($0.file):\($0.line)" }
    }

    func testViewModelNamesAreComparedByScreen() {
        XCTAssertTrue(ViewModelNamingRule.isNamed("LoginViewModel", after: "LoginView"))
        XCTAssertTrue(ViewModelNamingRule.isNamed("LoginViewModel", after: "LoginScreen"))
        XCTAssertTrue(ViewModelNamingRule.isNamed("LoginViewModel", after: "LoginViewController"))
        XCTAssertTrue(ViewModelNamingRule.isNamed("LoginViewModel", after: "LoginVC"))
        XCTAssertTrue(ViewModelNamingRule.isNamed("LoginViewModelProtocol", after: "LoginViewController"))
        XCTAssertTrue(ViewModelNamingRule.isNamed("DefaultMoviesListViewModel", after: "MoviesListTableViewController"))
        XCTAssertTrue(ViewModelNamingRule.isNamed("MoviesQueryListViewModel", after: "MoviesQueriesTableViewController"))
        XCTAssertTrue(ViewModelNamingRule.isNamed("MovieDetailsViewModel", after: "MovieDetailView"))
        XCTAssertTrue(ViewModelNamingRule.isNamed("SignupViewModel", after: "SignUpView"))
        // A prefix is a word of its own: `Realtime` is a screen, not `Real` and `time`.
        XCTAssertTrue(ViewModelNamingRule.isNamed("RealtimeViewModel", after: "RealtimeView"))
        // Another convention (a presenter, a store) is not this rule's to judge.
        XCTAssertTrue(ViewModelNamingRule.isNamed("ProfileStore", after: "SettingsView"))
        XCTAssertFalse(ViewModelNamingRule.isNamed("ProfileViewModel", after: "SettingsView"))
        XCTAssertFalse(ViewModelNamingRule.isNamed("PokemonListViewModel", after: "PokemonDetailView"))
        XCTAssertFalse(ViewModelNamingRule.isNamed("MovieViewModel", after: "ContentView"))
        XCTAssertEqual(ViewModelNamingRule.expectedName(for: "PokemonListView"), "PokemonListViewModel")
        XCTAssertEqual(ViewModelNamingRule.expectedName(for: "LoginViewController"), "LoginViewModel")
        XCTAssertEqual(ViewModelNamingRule.expectedName(for: "ProfileScreen"), "ProfileViewModel")
    }

    func testOnlyAViewModelTheViewOwnsIsJudged() {
        let viewModels = ("Presentation/Shared/ViewModels.swift", """
            final class ProfileViewModel: ObservableObject {}
            final class CartViewModel: ObservableObject {}
            """)
        // Created in the initializer through `_viewModel`: owned.
        XCTAssertEqual(findings("view_model_naming", [viewModels, ("Presentation/Settings/SettingsView.swift", """
            import SwiftUI

            struct SettingsView: View {
                @StateObject private var viewModel: ProfileViewModel
                init() { _viewModel = StateObject(wrappedValue: ProfileViewModel()) }
                var body: some View { Text("") }
            }
            """), ("Presentation/Cart/CartView.swift", "struct CartView: View {\n    @StateObject var viewModel = CartViewModel()\n}\n")]),
            ["Presentation/Settings/SettingsView.swift:4"])
        // Passed in, read from the environment, or held weakly: not owned.
        XCTAssertEqual(findings("view_model_naming", [viewModels, ("Presentation/Settings/SettingsView.swift", """
            import SwiftUI

            struct SettingsView: View {
                @EnvironmentObject var profile: ProfileViewModel
                let cart: CartViewModel
                var body: some View { Text("") }
            }

            final class SettingsViewController: UIViewController {
                weak var viewModel: ProfileViewModel?
            }
            """)]), [])
        // A view model of the whole app, created by the root view.
        XCTAssertEqual(findings("view_model_naming", [("Presentation/Root/ContentView.swift", """
            import SwiftUI

            struct ContentView: View {
                @StateObject private var app = AppViewModel()
                var body: some View { Text(app.title) }
            }

            final class AppViewModel: ObservableObject {
                @Published var title = ""
            }
            """)]), [])
        // A view controller with two view models: which one is its own cannot be told.
        XCTAssertEqual(findings("view_model_naming", [viewModels, ("Presentation/Settings/SettingsViewController.swift", """
            import UIKit

            final class SettingsViewController: UIViewController {
                private let profile: ProfileViewModel
                private let cart: CartViewModel
                init(profile: ProfileViewModel, cart: CartViewModel) {
                    self.profile = profile
                    self.cart = cart
                    super.init(nibName: nil, bundle: nil)
                }
            }
            """)]), [])
    }

    func testAUseOfAViewModelIsAnyMentionOutsideItsOwnDeclaration() {
        let viewModel = ("Presentation/Profile/ProfileViewModel.swift", """
            final class ProfileViewModel {
                static func make() -> ProfileViewModel { ProfileViewModel() }
            }

            extension ProfileViewModel {
                static var empty: ProfileViewModel { ProfileViewModel() }
            }
            """)
        XCTAssertEqual(findings("unused_view_model", [viewModel]), ["Presentation/Profile/ProfileViewModel.swift:1"])
        // An extension in another file is still its own.
        XCTAssertEqual(findings("unused_view_model", [viewModel, ("Presentation/Profile/ProfileViewModel+Title.swift",
                                                                  "extension ProfileViewModel {\n    var title: String { \"\" }\n}\n")]),
                       ["Presentation/Profile/ProfileViewModel.swift:1"])
        // A coordinator, or the composition root, that builds it uses it.
        XCTAssertEqual(findings("unused_view_model", [viewModel, ("Presentation/Flow/ProfileCoordinator.swift",
                                                                  "final class ProfileCoordinator {\n    func start() { _ = ProfileViewModel() }\n}\n")]), [])
        XCTAssertEqual(findings("unused_view_model", [viewModel, ("App/AppContainer.swift",
                                                                  "final class AppContainer {\n    let profile = ProfileViewModel()\n}\n")]), [])
        // A public view model is its module's API: an app that imports the module uses it.
        XCTAssertEqual(findings("unused_view_model", [("Presentation/Profile/ProfileViewModel.swift",
                                                       "public final class ProfileViewModel {\n    public init() {}\n}\n")]), [])
        // A nested or private view model is its file's business.
        XCTAssertEqual(findings("unused_view_model", [("Presentation/Profile/ProfileView.swift", """
            struct ProfileView: View {
                final class ViewModel {}
            }

            private final class BadgeViewModel {}
            """)]), [])
    }

    func testUseCaseProtocolsAreImplementedInTheDomain() {
        let protocolFile = ("Domain/UseCases/GetFeedUseCase.swift", "protocol GetFeedUseCase {\n    func execute() async throws -> [Post]\n}\n")
        let repository = ("Data/Repositories/FeedRepository.swift",
                          "final class FeedRepository: GetFeedUseCase {\n    func execute() async throws -> [Post] { [] }\n}\n")
        XCTAssertEqual(findings("use_case_location", [protocolFile, repository]), ["Data/Repositories/FeedRepository.swift:1"])
        // An implementation in the Domain (by an extension too) settles it.
        XCTAssertEqual(findings("use_case_location", [protocolFile, repository, ("Domain/UseCases/FeedInteractor.swift", """
            struct FeedInteractor {
                let repository: FeedRepositoryProtocol
            }

            extension FeedInteractor: GetFeedUseCase {
                func execute() async throws -> [Post] { [] }
            }
            """)]), [])
        // A use case protocol declared in Presentation or Core; a generic base protocol is not one.
        XCTAssertEqual(findings("use_case_location", [
            ("Presentation/Feed/RefreshFeedUseCase.swift", "protocol RefreshFeedUseCase {\n    func execute() async\n}\n"),
            ("Core/UseCase.swift", "protocol UseCase {\n    associatedtype Output\n    func execute() async throws -> Output\n}\n"),
        ]), ["Presentation/Feed/RefreshFeedUseCase.swift:1"])
    }

    func testDataSourceProtocolsBelongInData() {
        // A UIKit-style one in Presentation feeds a view; a generic client in Core is the toolbox's.
        XCTAssertEqual(findings("datasource_protocol_location", [
            ("Presentation/Carousel/CarouselView.swift", "import UIKit\n\n@objc protocol CarouselDataSource: NSObjectProtocol {\n    func numberOfItems() -> Int\n}\n"),
            ("Core/HTTP/APIClient.swift", "protocol APIClient {\n    func get(_ path: String) async throws -> Data\n}\n"),
            ("Presentation/Feed/FeedDataSource.swift", "protocol FeedDataSource {\n    func posts() async throws -> Data\n}\n"),
        ]), ["Presentation/Feed/FeedDataSource.swift:1"])
    }
}
