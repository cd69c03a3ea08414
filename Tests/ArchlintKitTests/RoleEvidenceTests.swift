import XCTest
@testable import ArchlintModel
@testable import ArchlintReport

/// Roles come from names, folders, conformances and what a type does; a type whose evidence
/// points at two roles keeps the strongest, and `archlint dump` says why.
final class RoleEvidenceTests: XCTestCase {
    private let project = TestSupport.project([
        ("Domain/UseCases/SignInViewModel.swift", "final class SignInViewModel {}\n"),
        ("Domain/SignIn/SignInDto.swift", "struct SignInDto { let email: String }\n"),
        ("Domain/Orders/OrderDTO.swift", "struct OrderDTO: Codable { let id: Int }\n"),
        ("Data/Models/Result.swift", "struct Result: Decodable { let title: String }\n"),
        ("Data/Models/City.swift", "import SwiftData\n\n@Model final class City { var name = \"\" }\n"),
        ("Data/Models/Endpoint.swift", "struct Endpoint { let path: String }\n"),
        ("Data/Repositories/DefaultUserRepository.swift", "final class DefaultUserRepository: Codable {}\n"),
    ])

    private func roles(_ name: String) -> Set<Role> {
        roles(name, in: project)
    }

    private func roles(_ name: String, in project: Project) -> Set<Role> {
        for file in project.files.indices {
            if let index = project.files[file].source.declarations.firstIndex(where: { $0.name == name }) {
                return project.roles(of: Project.DeclarationID(file: file, declaration: index))
            }
        }
        XCTFail("\(name) is not declared")
        return []
    }

    func testTheStrongestEvidenceDecides() {
        // The name beats the folder, and beats serialization.
        XCTAssertEqual(roles("SignInViewModel"), [.viewModel])
        XCTAssertEqual(roles("DefaultUserRepository"), [.repositoryImplementation])
    }

    /// A repository by the Domain port it adopts, whatever its name and wherever it is filed; the
    /// port by the repository that adopts it and the Domain that names it; a data source by the
    /// store or API it reaches, or by the repository that holds it.
    func testRepositoriesAndDataSourcesByWhatTheyDo() {
        let project = TestSupport.project([
            ("Domain/NotesRepository.swift", "protocol NotesRepository { func notes() -> [Note] }\nstruct Note { let text: String }\n"),
            ("Domain/NoteStore.swift", "final class NoteStore: NotesRepository {\n    func notes() -> [Note] { [] }\n}\n"),
            ("Domain/GetTags.swift", "struct GetTags {\n    let tags: TagsProviding\n}\n"),
            ("Data/TagsRepository.swift", "protocol TagsProviding { func tags() -> [String] }\n"
                + "final class TagsRepository: TagsProviding {\n    let client: TagsClient\n    init(client: TagsClient) { self.client = client }\n    func tags() -> [String] { client.tags() }\n}\n"
                + "protocol TagsClient { func tags() -> [String] }\n"),
            ("Data/SessionRepository.swift", "protocol SessionRepository { var token: String? { get } }\n"),
            ("Data/RealmNotes.swift", "import RealmSwift\nfinal class RealmNotes {\n    let realm: Realm\n    init(realm: Realm) { self.realm = realm }\n}\n"),
        ])
        func roles(_ name: String) -> Set<Role> { project.roles(ofName: name, in: 0, owner: -1) }
        XCTAssertEqual(roles("NoteStore"), [.repositoryImplementation])
        XCTAssertEqual(roles("TagsProviding"), [.repositoryProtocol])
        XCTAssertEqual(roles("TagsClient"), [.dataSource])
        XCTAssertEqual(roles("RealmNotes"), [.dataSource])
        XCTAssertEqual(roles("SessionRepository"), [.repositoryProtocol])
    }

    /// A type nested in a DTO is part of it, its coding keys too; one named like a DTO nested in a
    /// plain type is none.
    func testATypeNestedInADTOIsPartOfIt() {
        let project = TestSupport.project([
            ("Data/UserResponse.swift", "struct UserResponse: Decodable {\n    let name: String\n    enum CodingKeys: String, CodingKey {\n        case name = \"user_name\"\n    }\n}\n"),
            ("Data/Paging.swift", "struct Paging {\n    struct PageResponse {\n        let page: Int\n    }\n}\n"),
        ])
        XCTAssertEqual(roles("CodingKeys", in: project), [.dto])
        XCTAssertEqual(roles("PageResponse", in: project), [])
    }

    func testDTOsByWhatTheyDo() {
        XCTAssertEqual(roles("Result"), [.dto])
        XCTAssertEqual(roles("City"), [.dto])
        XCTAssertEqual(roles("Endpoint"), [])
        // Named like a DTO in Domain: a DTO when serialized, a use case's input (no role) when not.
        XCTAssertEqual(roles("OrderDTO"), [.dto])
        XCTAssertEqual(roles("SignInDto"), [])
    }

    /// A name or a folder makes a DTO only of a stored type (serialized, or a stored model's
    /// subclass); a serialized type outside the Data layer is no DTO by a Data model's name. Named
    /// like a DTO outside the Domain, a type keeps what its folder says; in the Domain, a type
    /// (not a protocol) that is not stored has no role at all.
    func testANameMakesADTOOfAStoredTypeOnly() {
        let project = TestSupport.project([
            ("Data/Search/SearchDTO.swift", "struct SearchDTO { let query: String }\n"),
            ("Data/Store/NoteObject.swift", "import CoreData\nfinal class NoteDTO: NSManagedObject {}\n"),
            ("Presentation/Login/LoginResponse.swift", "struct LoginResponse: Codable { let token: String }\n"),
            ("Data/Mappers/ProfileDto.swift", "enum ProfileDto {}\n"),
            ("Domain/Mappers/PaymentDto.swift", "protocol PaymentDto {}\n"),
            ("Domain/Mappers/InvoiceDto.swift", "struct InvoiceDto {}\n"),
            ("Data/DTOs/SearchQuery.swift", "struct SearchQuery { let text: String }\n"),
            ("Domain/DTOs/Money.swift", "struct Money { let cents: Int }\n"),
            ("Data/Remote/RemoteConvertible.swift", "protocol RemoteConvertible: Decodable {}\nstruct APIError: Error, Decodable { let message: String }\n"),
            ("Domain/Search/PageResponse.swift", "protocol PageResponse: Decodable {}\n"),
            ("Domain/UserRepository.swift", "protocol UserRepository {}\n"),
            ("Domain/Pricing.swift", "protocol Priced {}\nextension Money: Priced {}\n"),
            ("Data/UserRepository+Cache.swift", "extension UserRepository {}\n"),
            ("Data/SessionRepository.swift", "protocol SessionRepository {}\n"),
            ("Presentation/Previews/FakeSession.swift", "final class FakeSession: SessionRepository {}\n"),
            ("Data/Mappers/SearchRequest.swift", "struct SearchRequest { let path: String }\n"),
        ])
        XCTAssertEqual(roles("SearchDTO", in: project), [])
        // A Data layer name (`*Request`) on a type that is not serialized says nothing, so it
        // does not outweigh what its folder says.
        XCTAssertEqual(roles("SearchRequest", in: project), [.mapper])
        XCTAssertEqual(roles("NoteDTO", in: project), [.dto])
        XCTAssertEqual(roles("LoginResponse", in: project), [])
        XCTAssertEqual(roles("ProfileDto", in: project), [.mapper])
        XCTAssertEqual(roles("PaymentDto", in: project), [.mapper])
        XCTAssertEqual(roles("InvoiceDto", in: project), [])
        // A DTO folder makes no DTO of a type that is not stored (a Domain one stays an entity);
        // a serialized protocol is none either.
        XCTAssertEqual(roles("SearchQuery", in: project), [])
        XCTAssertEqual(roles("Money", in: project), [.entity])
        // A Domain protocol, or an extension there, is no entity.
        let pricing = try! XCTUnwrap(project.fileIndex["Domain/Pricing.swift"])
        XCTAssertEqual([0, 1].map { project.roles(of: Project.DeclarationID(file: pricing, declaration: $0)) }, [[], []])
        XCTAssertEqual(roles("RemoteConvertible", in: project), [])
        // A serialized error type is no DTO, nor is a Domain protocol named like an envelope.
        XCTAssertEqual(roles("APIError", in: project), [])
        XCTAssertEqual(roles("PageResponse", in: project), [])
        // An extension of a repository protocol in the Data layer implements nothing by its name.
        let extensionFile = try! XCTUnwrap(project.fileIndex["Data/UserRepository+Cache.swift"])
        XCTAssertEqual(project.roles(of: Project.DeclarationID(file: extensionFile, declaration: 0)), [])
        // Outside Data, adopting a protocol named like a repository makes no repository (the
        // Domain's ports are read by what adopts them, apart).
        XCTAssertEqual(roles("FakeSession", in: project), [])
    }

    /// A repository implementation by its own name wherever it is; by a repository's name only
    /// in the Data layer (a Domain type called so is an entity). An extension keeps every role its
    /// evidence gives, not only the strongest.
    func testRepositoryImplementationsByNameAndExtensionsRoles() {
        let project = TestSupport.project([
            ("Domain/Orders/DefaultOrderRepository.swift", "final class DefaultOrderRepository {}\n"),
            ("Domain/Orders/OrderRepository.swift", "struct OrderRepository {}\n"),
            ("Data/Mappers/PokemonDTO+Codable.swift", "extension PokemonDTO: Codable {}\n"),
            ("Data/Models/PokemonDTO.swift", "struct PokemonDTO: Codable {}\n"),
        ])
        XCTAssertEqual(roles("DefaultOrderRepository", in: project), [.repositoryImplementation])
        XCTAssertEqual(roles("OrderRepository", in: project), [.entity])
        XCTAssertEqual(roles("PokemonDTO", in: project), [.dto, .mapper], "the extension, first declared, in a Mappers folder")
    }

    /// Every piece of evidence is kept for `archlint dump`: a stored model named like a DTO is one
    /// by its name and by what it inherits.
    func testAStoredModelNamedLikeADTOIsOneByBoth() {
        let project = TestSupport.project([("Data/Store/NoteDTO.swift", "import CoreData\nfinal class NoteDTO: NSManagedObject {}\n")])
        XCTAssertEqual(project.roleEvidence(of: Project.DeclarationID(file: 0, declaration: 0)).map { "\($0.role): \($0.evidence.description)" },
                       ["dto: its name", "dto: it inherits NSManagedObject"])
    }

    /// A view's data source (an `@objc` protocol, one refining `NSObjectProtocol`, a UIKit one)
    /// feeds a view: no data source of the Data layer.
    func testAViewsDataSourceIsNoDataSource() {
        let project = TestSupport.project([
            ("Presentation/Carousel.swift", "@objc protocol CarouselDataSource: AnyObject {}\nprotocol GridDataSource: NSObjectProtocol {}\n"
                + "final class ListDataSource: NSObject, UITableViewDataSource {}\nfinal class TreeDataSource: NSObject, NSOutlineViewDataSource {}\n"),
            ("Data/RemoteNotesDataSource.swift", "protocol RemoteNotesDataSource: AnyObject {}\nfinal class CachedNotesDataSource: NSObject {}\n"),
        ])
        XCTAssertEqual(roles("CarouselDataSource", in: project), [])
        XCTAssertEqual(roles("GridDataSource", in: project), [])
        XCTAssertEqual(roles("ListDataSource", in: project), [])
        XCTAssertEqual(roles("TreeDataSource", in: project), [])
        XCTAssertEqual(roles("RemoteNotesDataSource", in: project), [.dataSource])
        XCTAssertEqual(roles("CachedNotesDataSource", in: project), [.dataSource], "an NSObject is no view's data source")
    }

    /// A type that conforms to `Error` is an error type, no use case whatever its folder; in a
    /// project that declares its own `protocol Error`, the name means that one.
    func testAProjectsOwnErrorIsNotSwifts() {
        let failures = ("Domain/UseCases/SignInFailure.swift", "struct SignInFailure: Error {}\nstruct Declined: Swift.Error {}\n")
        func roles(_ name: String, _ files: [(path: String, code: String)]) -> Set<Role> {
            self.roles(name, in: TestSupport.project(files))
        }
        XCTAssertEqual(roles("SignInFailure", [failures]), [])
        let own = [failures, ("Core/Error.swift", "protocol Error {\n    var message: String { get }\n}\n")]
        XCTAssertEqual(roles("SignInFailure", own), [.useCase])
        XCTAssertEqual(roles("Declined", own), [])
        // Swift's error under the name, a nested error type or a private one leaves the name Swift's.
        for other in ["typealias Error = Swift.Error\n", "protocol Error: Swift.Error {}\n", "enum Login {\n    enum Error: Swift.Error { case failed }\n}\n",
                      "private protocol Error {}\n"] {
            XCTAssertEqual(roles("SignInFailure", [failures, ("Core/Error.swift", other)]), [], other)
        }
    }

    func testDumpSaysWhy() throws {
        let dump = DumpReporter.report(project)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
        let declarations = ((json["files"] as? [[String: Any]]) ?? []).flatMap { ($0["declarations"] as? [[String: Any]]) ?? [] }
        let viewModel = try XCTUnwrap(declarations.first { $0["name"] as? String == "SignInViewModel" })
        let evidence = (viewModel["roleEvidence"] as? [[String: Any]]) ?? []
        XCTAssertEqual(evidence.map { "\($0["role"] ?? ""): \($0["because"] ?? "") \($0["kept"] as? Bool == true ? "kept" : "dropped")" },
                       ["useCase: its folder dropped", "viewModel: its name kept"])
        let result = try XCTUnwrap(declarations.first { $0["name"] as? String == "Result" })
        XCTAssertEqual(((result["roleEvidence"] as? [[String: Any]]) ?? []).compactMap { $0["because"] as? String },
                       ["it is serialized (Decodable)"])
    }

    /// A Domain class or struct of no other role that holds a repository port (in a `let` or a
    /// `var`) and exposes one action is a use case, its file-private helpers and static factories aside; a type of two actions is not, nor one whose port is static,
    /// nor a protocol of that shape.
    func testAUseCaseByItsShape() {
        let project = TestSupport.project([
            ("Domain/MoviesRepository.swift", "protocol MoviesRepository {\n    func movies() -> [String]\n}\n"),
            ("Domain/MovieSearcher.swift", "struct MoviePair {\n    let repository: MoviesRepository\n    func first() {}\n    func second() {}\n}\n\n"
                + "struct MovieSearcher {\n    let repository: MoviesRepository\n    func search() -> [String] { clean(repository.movies()) }\n"
                + "    fileprivate func clean(_ movies: [String]) -> [String] { movies }\n}\n"),
            ("Domain/MovieSearching.swift", "protocol MovieSearching {\n    var repository: MoviesRepository { get }\n    func search() -> [String]\n}\n"),
            ("Domain/MovieFormatter.swift", "struct MovieFormatter {\n    static let repository: MoviesRepository? = nil\n    func format() {}\n}\n"),
            ("Domain/MovieFinder.swift", "final class MovieFinder {\n    var repository: MoviesRepository\n    init(repository: MoviesRepository) { self.repository = repository }\n"
                + "    static func live(repository: MoviesRepository) -> MovieFinder { MovieFinder(repository: repository) }\n"
                + "    func find() -> [String] { repository.movies() }\n}\n"),
            ("Domain/MoviesViewModel.swift", "final class MoviesViewModel {\n    let repository: MoviesRepository\n    func load() {}\n}\n"),
        ])
        XCTAssertEqual(roles("MovieSearcher", in: project), [.useCase])
        XCTAssertEqual(roles("MovieFinder", in: project), [.useCase], "a port in a var, a static factory beside its action")
        XCTAssertEqual(roles("MoviesViewModel", in: project), [.viewModel], "a type of another role keeps it")
        XCTAssertFalse(roles("MoviePair", in: project).contains(.useCase))
        XCTAssertFalse(roles("MovieFormatter", in: project).contains(.useCase))
        XCTAssertFalse(roles("MovieSearching", in: project).contains(.useCase), "a protocol is no use case by its shape")
    }

    /// Adopting a Domain repository port makes a repository implementation of a type of no other
    /// role, not of a view model nor of an error; a Domain protocol the implementation also adopts
    /// stays what it is, and so does one of the composition root, while one of no layer that the
    /// Domain names is the port.
    func testARepositoryByAdoptionKeepsOtherRoles() {
        let project = TestSupport.project([
            ("Domain/MoviesRepository.swift", "protocol MoviesRepository {\n    func movies() -> [String]\n}\n"),
            ("Domain/Cancellable.swift", "protocol Cancellable {\n    func cancel()\n}\n"),
            ("Domain/WatchMovies.swift", "struct WatchMovies {\n    let task: Cancellable\n    let resolver: Resolving\n    let source: MovieSource\n}\n"),
            ("Data/MovieStore.swift", "final class MovieStore: MoviesRepository, Cancellable, Resolving, MovieSource {\n    func movies() -> [String] { [] }\n    func cancel() {}\n}\n"),
            ("Presentation/MoviesViewModel.swift", "final class MoviesViewModel: MoviesRepository {\n    func movies() -> [String] { [] }\n}\n"),
            ("Domain/MoviesFailure.swift", "enum MoviesFailure: Error, MoviesRepository {\n    case offline\n    func movies() -> [String] { [] }\n}\n"),
            ("DI/Resolving.swift", "protocol Resolving {}\n"),
            ("Sources/MovieSource.swift", "protocol MovieSource {}\n"),
        ])
        XCTAssertEqual(roles("MovieStore", in: project), [.repositoryImplementation])
        XCTAssertEqual(roles("MoviesViewModel", in: project), [.viewModel])
        XCTAssertEqual(roles("MoviesFailure", in: project), [])
        XCTAssertFalse(roles("Cancellable", in: project).contains(.repositoryProtocol))
        XCTAssertEqual(roles("Resolving", in: project), [])
        XCTAssertEqual(roles("MovieSource", in: project), [.repositoryProtocol])
    }

    /// A Data enum that only groups DTOs is one; one that groups others too, or has a role of its
    /// own, is not, nor a struct that groups them; an extension of a type from outside the project is no DTO's; a class that
    /// inherits a project view is a view, after one that inherits a project type of no view, and so is
    /// a class or struct that adopts a project protocol refining `View` at any depth, not that
    /// protocol, one that refines it nor an enum.
    func testDTOGroupsExtensionsAndInheritedViews() {
        let project = TestSupport.project([
            ("Data/Users.swift", "enum Users {\n    struct UserResponse: Decodable {\n        let id: Int\n    }\n}\n"),
            ("Data/API.swift", "enum API {\n    struct Paging {\n        let page: Int\n    }\n    struct OrderResponse: Decodable {\n        let id: Int\n    }\n}\n"),
            ("Data/UserRemoteDataSource.swift", "enum UserRemoteDataSource {\n    struct ItemResponse: Decodable {\n        let id: Int\n    }\n}\n"),
            ("Data/Decoding.swift", "import Foundation\nextension JSONDecoder {\n    static let api = JSONDecoder()\n}\n"),
            ("Domain/UsersAPI.swift", "enum UsersAPI {\n    struct UserResponse: Decodable {\n        let id: Int\n    }\n}\n"),
            ("Presentation/Wire.swift", "enum Wire {\n    struct UserDTO: Decodable {\n        let id: Int\n    }\n}\n"),
            ("Data/Envelope.swift", "struct Envelope {\n    struct ItemPayload: Decodable {\n        let id: Int\n    }\n}\n"),
            ("Presentation/Base.swift", "import UIKit\nclass BaseModel {}\nclass BaseViewController: UIViewController {}\n"),
            ("Presentation/Screens.swift", "class ItemModel: BaseModel {}\nclass HomeVc: BaseViewController {}\n"),
            ("Presentation/AppView.swift", "import SwiftUI\nprotocol AppView: View {}\nprotocol DetailPage: AppView {}\nprotocol Themed {}\n"
                + "struct ProfileCard: AppView {\n    var body: some View { Text(\"\") }\n}\n"
                + "final class ProfileHost: Themed, DetailPage {}\nstruct Badge: Themed {}\nenum Tab: AppView {\n    case home\n}\n"),
        ])
        XCTAssertEqual(roles("Users", in: project), [.dto])
        XCTAssertFalse(roles("API", in: project).contains(.dto))
        XCTAssertEqual(roles("UserRemoteDataSource", in: project), [.dataSource])
        XCTAssertFalse(roles("JSONDecoder", in: project).contains(.dto))
        XCTAssertFalse(roles("Envelope", in: project).contains(.dto), "a struct that groups DTOs is a type of its own")
        XCTAssertFalse(roles("UsersAPI", in: project).contains(.dto), "a Domain enum that groups Domain types")
        XCTAssertEqual(roles("UserDTO", in: project), [.dto])
        XCTAssertFalse(roles("Wire", in: project).contains(.dto), "an enum of another layer that groups DTOs")
        XCTAssertEqual(roles("HomeVc", in: project), [.view])
        XCTAssertEqual(roles("ProfileCard", in: project), [.view], "a struct that adopts a project view protocol")
        XCTAssertEqual(roles("ProfileHost", in: project), [.view], "a class that adopts a protocol refining one, after one of no view")
        XCTAssertEqual(roles("Badge", in: project), [], "a struct that adopts a protocol of no view")
        XCTAssertEqual(roles("AppView", in: project), [], "a view protocol")
        XCTAssertEqual(roles("DetailPage", in: project), [], "a protocol that refines one")
        XCTAssertEqual(roles("Tab", in: project), [], "an enum")
    }

    /// A data source by what it does: a Data type that reaches a store itself (after one that does
    /// not), or one a repository keeps in an instance property; not one it keeps statically, makes
    /// in a method or in an extension's computed property. A Data protocol a repository adopts is
    /// the Domain's port only when the Domain names it.
    func testADataSourceByWhatItDoesAndWhoKeepsIt() {
        let project = TestSupport.project([
            ("Domain/User.swift", "struct User {\n    let id: Int\n}\n"),
            ("Data/Feed.swift", "import Foundation\nstruct FeedPage {\n    let number: Int\n}\n\nfinal class RemoteFeed {\n    let session = URLSession.shared\n}\n"),
            ("Data/Helpers.swift", "final class UserClient {}\nfinal class UserCache {}\nstruct NameFormatter {}\nstruct IdFormatter {}\n"),
            ("Data/UsersProtocol.swift", "protocol UsersProtocol {\n    func user() -> User\n}\n"),
            ("Data/UsersRepository.swift", "final class UsersRepository: UsersProtocol {\n    static let cache = UserCache()\n    let client: UserClient\n"
                + "    init(client: UserClient) { self.client = client }\n    func user() -> User { _ = NameFormatter(); return User(id: 0) }\n}\n\n"
                + "extension UsersRepository {\n    var ids: IdFormatter { IdFormatter() }\n}\n"),
            ("Presentation/UsersScreen.swift", "struct UsersScreen {\n    let users: UsersProtocol\n}\n"),
            ("Data/UsersDataSource.swift", "protocol UsersDataSource {\n    func users() -> [User]\n}\n"),
            ("Data/CachedUsersRepository.swift", "final class CachedUsersRepository: UsersDataSource {\n    func users() -> [User] { [] }\n}\n"),
            ("Domain/UsersCache.swift", "struct UsersCache {\n    let source: UsersDataSource\n}\n"),
            ("Domain/Clock.swift", "protocol Clock {\n    func now() -> Int\n}\n"),
            ("Data/Request.swift", "protocol Request {}\nstruct UserRequest: Request {}\n"),
            ("Data/FetchError.swift", "import Foundation\nenum FetchError: Error {\n    case offline(URLSession)\n}\n"),
            ("Data/Polling.swift", "final class AF {}\nfinal class Poller {\n    let client = AF()\n}\n"),
            ("Data/TimeRemoteDataSource.swift", "final class TimeRemoteDataSource: Clock {\n    func now() -> Int { 0 }\n}\n"),
            ("Data/TokenRepository.swift", "typealias TokenFetch = () -> String\n\nfinal class TokenRepository {\n    let fetch: TokenFetch\n"
                + "    init(fetch: @escaping TokenFetch) { self.fetch = fetch }\n}\n"),
            ("Data/RemoteSessionDataSource.swift", "protocol SessionRepository {\n    var token: String? { get }\n}\n\nfinal class RemoteSessionDataSource: SessionRepository {\n    var token: String? { nil }\n}\n"),
            ("Data/FeedObserving.swift", "import Foundation\n@objc protocol FeedObserving: NSObjectProtocol {}\n\nextension RemoteFeed: FeedObserving {}\n"),
            ("Data/PhotosRepository.swift", "final class PhotosRepository {\n    var store: PhotoStore\n    init(store: PhotoStore) { self.store = store }\n}\n\nfinal class PhotoStore {}\n"),
            ("Data/RemoteCatalog.swift", "import Foundation\nfinal class RemoteCatalog {\n    struct Page {\n        let session = URLSession.shared\n    }\n}\n"),
            ("Data/PhotoGrid.swift", "import UIKit\nfinal class PhotoGrid: NSObject, UICollectionViewDataSource {\n    let session = URLSession.shared\n}\n"),
            ("Data/Session.swift", "import Foundation\ntypealias Session = URLSession\nlet sharedSession = URLSession.shared\n"),
            ("Data/ImageCache.swift", "import Foundation\nfinal class ImageCache {}\n\nextension ImageCache {\n    func load() { _ = FileManager.default }\n}\n"),
            ("Data/FeedLoading.swift", "import Foundation\nprotocol FeedLoading {\n    var session: URLSession { get }\n}\n\nextension FeedLoading {\n    func load() { _ = URLSession.shared }\n}\n"),
            ("Domain/PostsRepository.swift", "protocol PostsRepository {\n    func posts() -> [String]\n}\n"),
            ("Data/PostStore.swift", "final class PostStore {}\n\nextension PostStore: PostsRepository {\n    var cache: PostCache { PostCache() }\n"
                + "    func posts() -> [String] { [] }\n}\n\nfinal class PostCache {}\n"),
        ])
        XCTAssertEqual(roles("RemoteFeed", in: project), [.dataSource])
        XCTAssertEqual(roles("UserClient", in: project), [.dataSource])
        for name in ["UserCache", "NameFormatter", "IdFormatter"] { XCTAssertFalse(roles(name, in: project).contains(.dataSource), name) }
        XCTAssertFalse(roles("UsersProtocol", in: project).contains(.repositoryProtocol), "only Presentation names it")
        XCTAssertEqual(roles("UsersDataSource", in: project), [.dataSource], "a protocol of a role of its own keeps it")
        // The Data protocols a data source adopts are data source ports; not a Domain one, nor one only other types adopt.
        XCTAssertFalse(roles("Clock", in: project).contains(.dataSource))
        XCTAssertFalse(roles("Request", in: project).contains(.dataSource))
        XCTAssertFalse(roles("FetchError", in: project).contains(.dataSource), "an error that carries a session")
        XCTAssertFalse(roles("Poller", in: project).contains(.dataSource), "the project's own AF")
        XCTAssertEqual(roles("FeedLoading", in: project), [], "a protocol whose extension reaches a store: its adopters do")
        XCTAssertEqual(roles("TokenRepository", in: project), [.repositoryImplementation])
        XCTAssertEqual(roles("TokenFetch", in: project), [], "a type alias a repository keeps")
        XCTAssertEqual(roles("PhotoStore", in: project), [.dataSource], "kept in a var")
        XCTAssertEqual(roles("RemoteCatalog", in: project), [.dataSource], "through its nested type")
        XCTAssertEqual(roles("Page", in: project), [], "the nested type is its outer type's part")
        XCTAssertEqual(roles("PhotoGrid", in: project), [], "a view's data source that reaches the network feeds a view")
        XCTAssertEqual(roles("ImageCache", in: project), [.dataSource], "reaching a store in an extension")
        XCTAssertEqual(roles("Session", in: project), [], "a type alias of a session")
        XCTAssertEqual(roles("sharedSession", in: project), [], "a variable")
        XCTAssertEqual(roles("RemoteSessionDataSource", in: project), [.dataSource])
        XCTAssertEqual(roles("SessionRepository", in: project), [.repositoryProtocol], "a Data protocol of a role of its own that a data source adopts")
        XCTAssertEqual(roles("FeedObserving", in: project), [], "an @objc protocol a data source adopts feeds views")
        XCTAssertEqual(roles("PostStore", in: project), [.repositoryImplementation])
        XCTAssertFalse(roles("PostCache", in: project).contains(.dataSource), "made in the computed property of a repository's extension")
    }
}

