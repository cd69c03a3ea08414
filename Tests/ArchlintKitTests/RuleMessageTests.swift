import XCTest
@testable import ArchlintKit

/// Whole messages of the role rules' findings, each beside the near case that a guard keeps quiet:
/// the message is what a reader acts on, so it is asserted word for word.
final class RuleMessageTests: XCTestCase {
    private func messages(_ rule: String, _ files: [(path: String, code: String)]) -> [String] {
        TestSupport.findings(files).filter { $0.rule == rule }.map { "\($0.file):\($0.line): \($0.message)" }
    }

    func testUseCaseActionsAreCountedOncePerContract() {
        XCTAssertEqual(messages("use_case_single_action", [("Domain/Interactors/CountriesInteractor.swift", """
            protocol CountriesInteractor {
                func refresh() async throws
                func details(of id: Int) async throws -> String
            }

            struct RealCountriesInteractor: CountriesInteractor {
                func refresh() async throws { try await fetchFirstPage(); try await fetchNextPage() }
                func details(of id: Int) async throws -> String { "" }
                func fetchFirstPage() async throws {}
                func fetchNextPage() async throws {}
            }

            struct StubCountriesInteractor: CountriesInteractor {
                func refresh() async throws {}
                func details(of id: Int) async throws -> String { "" }
                func reset() {}
            }
            """)]), ["Domain/Interactors/CountriesInteractor.swift:6: RealCountriesInteractor has 2 actions: details, refresh"])
    }

    func testFilePlacementNamesTheEvidenceAndTheLayer() {
        XCTAssertEqual(messages("file_placement", [
            ("Presentation/FeedViewModel.swift", "import Foundation\n\nfinal class FeedViewModel {\n    let session: URLSession = .shared\n}\n"),
            ("Data/Storage/AvatarStorage.swift", "import UIKit\n\nfinal class AvatarStorage {\n    func avatar(from data: Data) -> UIImage? { UIImage(data: data) }\n}\n"),
            ("Presentation/Components/WebView.swift",
             "import SwiftUI\nimport WebKit\n\nstruct WebView: View {\n    let page: WKWebView\n    var body: some View { Text(\"\").onAppear { page.load(URLRequest(url: URL(string: \"https://example.org\")!)) } }\n}\n"),
        ]), ["Presentation/FeedViewModel.swift:4: FeedViewModel.swift is in layer Presentation but accesses data (URLSession); it belongs in Data"])
    }

    /// A repository protocol of Data is reported when a layer other than Data names it (the
    /// composition root aside): a protocol only Data names is a helper of the repositories.
    func testARepositoryProtocolOfDataIsReportedWhenAnotherLayerNamesIt() {
        XCTAssertEqual(messages("repository_protocol_location", [
            ("Data/WebAPI/WebRepository.swift", "protocol WebRepository {\n    var baseURL: String { get }\n}\n"),
            ("Data/WebAPI/CountriesWebRepository.swift", "protocol CountriesWebRepository: WebRepository {\n    func countries() async throws -> [String]\n}\n"),
            ("Data/WebAPI/PushTokenWebRepository.swift", "protocol PushTokenWebRepository: WebRepository {\n    func register(_ token: String) async throws\n}\n"),
            ("Data/Realm/RealmRepository.swift", "protocol Repository {\n    associatedtype Entity\n    func findAll() -> [Entity]\n}\n"),
            ("Domain/CountriesInteractor.swift", "struct CountriesInteractor {\n    let webRepository: CountriesWebRepository\n}\n"),
            ("DI/AppContainer.swift", "struct AppContainer {\n    let pushToken: PushTokenWebRepository\n}\n"),
        ]), ["Data/WebAPI/CountriesWebRepository.swift:1: CountriesWebRepository is a repository protocol in layer Data; it belongs in Domain"])
    }

    func testAnInMemoryCacheMayReturnTheEntityItKeeps() {
        XCTAssertEqual(messages("datasource_returns_entity", [
            ("Domain/Movie.swift", "struct Movie { let title: String }\n"),
            ("Data/InMemoryMovieDataSource.swift",
             "actor InMemoryMovieDataSource {\n    private var movies: [Int: Movie] = [:]\n    func movie(id: Int) -> Movie? { movies[id] }\n}\n"),
            ("Data/MoviesAPIDataSource.swift", "final class MoviesAPIDataSource {\n    func popular() async throws -> [Movie] { [] }\n}\n"),
        ]), ["Data/MoviesAPIDataSource.swift:2: MoviesAPIDataSource.popular returns Movie, an entity of layer Domain"])
    }

    func testTheEntitiesOneReturnTypeNamesAreOneFinding() {
        XCTAssertEqual(messages("datasource_returns_entity", [
            ("Domain/Character.swift", "struct Character { let name: String }\nstruct PagedData<T> { let items: [T] }\n"),
            ("Data/CharactersStorage.swift", "final class CharactersStorage {\n    let defaults = UserDefaults.standard\n    func page() -> PagedData<Character> { PagedData(items: []) }\n}\n"),
        ]), ["Data/CharactersStorage.swift:3: CharactersStorage.page returns PagedData and Character, entities of layer Domain"])
    }

    func testAViewModelNothingUsesAndAUseCaseFiledInData() {
        XCTAssertEqual(messages("unused_view_model", [
            ("Presentation/Profile/ProfileViewModel.swift", "final class ProfileViewModel {\n    var name = \"\"\n}\n"),
        ]), ["Presentation/Profile/ProfileViewModel.swift:1: ProfileViewModel is a view model that nothing uses (previews and tests aside)"])
        XCTAssertEqual(messages("use_case_location", [
            ("Data/UseCases/LoginUseCase.swift", "final class LoginUseCase {\n    func start(username: String) {}\n}\n"),
        ]), ["Data/UseCases/LoginUseCase.swift:1: LoginUseCase is a use case filed in Data/UseCases/, a folder of layer Data; it belongs in Domain"])
    }

    func testAViewModelMayCreateItsStateButNotItsUseCase() {
        XCTAssertEqual(messages("viewmodel_concrete_dependency", [
            ("Presentation/Landing/Interactors/LandingState.swift", "final class LandingState {\n    let isLoading: Bool\n    init(isLoading: Bool) { self.isLoading = isLoading }\n}\n"),
            ("Domain/UseCases/LoadLandingUseCase.swift", "struct LoadLandingUseCase {}\n"),
            ("Presentation/Landing/LandingViewModel.swift",
             "final class LandingViewModel {\n    var state = LandingState(isLoading: true)\n    private let load = LoadLandingUseCase()\n}\n"),
        ]), ["Presentation/Landing/LandingViewModel.swift:3: LandingViewModel constructs LoadLandingUseCase of layer Domain itself"])
    }

    func testAViewUsesWhatItKeepsNotWhatItHandsToItsViewModel() {
        XCTAssertEqual(messages("view_business_access", [
            ("Domain/LoadFeedUseCase.swift", "protocol LoadFeedUseCase { func execute() async throws -> [String] }\n"),
            ("Domain/SettingsUseCase.swift", "protocol SettingsUseCase { var darkMode: Bool { get } }\n"),
            ("Presentation/FeedView.swift", """
                import SwiftUI

                struct FeedView: View {
                    @StateObject var viewModel: FeedViewModel<LoadFeedUseCase>
                    let settings: SettingsUseCase
                    var body: some View { Text("Feed") }
                }
                """),
        ]), ["Presentation/FeedView.swift:5: FeedView uses SettingsUseCase, a use case of layer Domain, directly"])
    }

    func testAViewThatAsksTheContainerTakesTheUseCaseItself() {
        XCTAssertEqual(messages("view_business_access", [
            ("Domain/SettingsUseCase.swift", "protocol SettingsUseCase { var darkMode: Bool { get } }\n"),
            ("Presentation/FeedViewModel.swift", "final class FeedViewModel: ObservableObject {}\n"),
            ("App/DI/DependencyContainer.swift", """
                final class DependencyContainer {
                    static let shared = DependencyContainer()
                    func makeFeedViewModel() -> FeedViewModel { FeedViewModel() }
                }

                extension DependencyContainer {
                    func getSettingsUseCase() -> any SettingsUseCase { fatalError() }
                }
                """),
            ("Presentation/FeedView.swift", """
                import SwiftUI

                struct FeedView: View {
                    @StateObject var viewModel = DependencyContainer.shared.makeFeedViewModel()
                    var body: some View { Text("Feed") }
                }

                private extension FeedView {
                    var isDark: Bool { DependencyContainer.shared.getSettingsUseCase().darkMode }
                }
                """),
        ]), ["Presentation/FeedView.swift:9: FeedView takes SettingsUseCase, a use case of layer Domain, from DependencyContainer itself"])
    }

    func testADomainPortThatDataImplementsIsARepositoryToAView() {
        XCTAssertEqual(messages("view_business_access", [
            ("Domain/PhotosManager.swift", "protocol PhotosManager { func image(for path: String) async throws -> Data }\n"),
            ("Domain/PriceFormatting.swift", "protocol PriceFormatting { func text(for cents: Int) -> String }\n"),
            ("Data/AlamofirePhotosManager.swift", "final class AlamofirePhotosManager: PhotosManager {\n    func image(for path: String) async throws -> Data { Data() }\n}\n"),
            ("Presentation/MovieCell.swift", """
                import UIKit

                final class MovieCell: UICollectionViewCell {
                    var photos: PhotosManager?
                    var formatter: PriceFormatting?
                }
                """),
        ]), ["Presentation/MovieCell.swift:4: MovieCell uses PhotosManager, a port of layer Domain that Data implements, directly"])
    }

    /// A use case written as a struct of closures: its actions are the closures its static
    /// factories build, wherever in the project's use case layers the factories are declared; an
    /// instance method that wraps the struct (a logging decorator) is no action of its own.
    func testAStructOfClosuresIsJudgedByTheClosuresItsFactoriesBuild() {
        let useCase = ("Domain/UseCases/SyncNotes.swift", """
            struct SyncNotes {
                var pull: (Date) async throws -> [Note]
                var push: @Sendable ([Note]) async throws -> Void
            }

            extension SyncNotes {
                func logged() -> Self {
                    Self(pull: { since in print("pull"); return try await pull(since) }, push: push)
                }
            }
            """)
        let factory = ("Domain/UseCases/SyncNotes+Live.swift", """
            extension SyncNotes {
                static func live(store: NotesStore, api: NotesAPI) -> SyncNotes {
                    SyncNotes(pull: { since in try await api.notes(since: since) }) { (notes) in
                        try await store.save(notes)
                    }
                }
            }
            """)
        XCTAssertEqual(messages("pass_through_use_case", [useCase, factory]),
                       ["Domain/UseCases/SyncNotes.swift:1: SyncNotes only forwards: live(store:api:) → api.notes, live(store:api:) → store.save"])
        // One closure that passes an argument of its own is logic; so is a factory that does more than build.
        XCTAssertEqual(messages("pass_through_use_case", [useCase, (factory.0, factory.1.replacingOccurrences(of: "since: since", with: "since: .distantPast"))]), [])
        XCTAssertEqual(messages("pass_through_use_case", [useCase, (factory.0, factory.1.replacingOccurrences(of: "SyncNotes(pull:", with: "print(\"live\")\n        return SyncNotes(pull:"))]), [])
        // A struct of closures outside the Domain, named for no use case, is no use case by its shape;
        // nor is a factory declared in Data (an adapter implementing the Domain's port).
        XCTAssertEqual(messages("pass_through_use_case", [("Core/Clients/NotesClient.swift", useCase.1.replacingOccurrences(of: "SyncNotes", with: "NotesClient")),
                                                          ("Core/Clients/NotesClient+Live.swift", factory.1.replacingOccurrences(of: "SyncNotes", with: "NotesClient"))]), [])
        XCTAssertEqual(messages("pass_through_use_case", [useCase, ("Data/SyncNotes+Live.swift", factory.1)]), [])
    }

    func testATemplateOrFeatureNamedScreenOwnsItsViewModel() {
        let viewModels = ("Presentation/ViewModels.swift", "final class MovieViewModel: ObservableObject {}\nfinal class ProfileViewModel: ObservableObject {}\n")
        XCTAssertEqual(messages("view_model_naming", [viewModels,
            ("Presentation/ContentView.swift",
             "import SwiftUI\n\nstruct ContentView: View {\n    @StateObject private var viewModel = MovieViewModel()\n    var body: some View { Text(\"\") }\n}\n"),
            ("Presentation/SettingsView.swift",
             "import SwiftUI\n\nstruct SettingsView: View {\n    @StateObject private var viewModel = ProfileViewModel()\n    var body: some View { Text(\"\") }\n}\n"),
        ]), ["Presentation/SettingsView.swift:4: SettingsView owns ProfileViewModel (its viewModel), named after no view; expected SettingsViewModel"])
    }

    func testSwallowedErrorsOfFunctionsThatCannotThrow() {
        XCTAssertEqual(messages("swallowed_data_error", [("Data/WatchlistRepository.swift", """
            final class WatchlistRepository {
                func contains(_ id: Int) -> Bool {
                    let list = try? store.watchlist()
                    return list?.ids.contains(id) ?? false
                }
                func watchlist() -> Watchlist {
                    (try? store.watchlist()) ?? Watchlist(ids: [])
                }
                func refresh() throws -> Bool {
                    let list = try? store.watchlist()
                    return list?.ids.isEmpty ?? false
                }
            }
            """)]), [
            "Data/WatchlistRepository.swift:3: WatchlistRepository.contains turns a failure into false",
            "Data/WatchlistRepository.swift:7: WatchlistRepository.watchlist turns a failure into Watchlist(ids: [])",
        ])
    }

    /// Several serialization conformances of one entity are one problem, said once at the first.
    func testAnEntitysConformancesAreOneFinding() {
        let findings = TestSupport.findings([("Domain/Entities/Tag.swift", "struct Tag: Encodable, Decodable, Hashable { let name: String }\n")])
            .filter { $0.rule == "codable_entity" }
        XCTAssertEqual(findings.map { "\($0.line):\($0.column): \($0.message)" },
                       ["1:13: Tag, an entity of layer Domain, conforms to Encodable and Decodable"])
    }
}
