/// Views show state and forward intents; their view model talks to the business.
struct ViewBusinessAccessRule: FileRule {
    init() {}

    static let description = RuleDescription(
        id: "view_business_access",
        name: "View business access",
        summary: "A view or view controller that uses a use case, a repository or a data source directly instead of going through its view model.",
        rationale: """
            In MVVM the view renders the view model's state and sends it the user's intents. A view \
            that calls a use case or a repository itself mixes presentation logic into layout code, \
            cannot be tested without rendering, and leaves the view model with half the story. \
            Hand the dependency to the view model; the view keeps a reference to the view model only. \
            (A view that reaches the Data layer is the dependency rule's to report.) A data source \
            whose requirements take or hand out views (`viewForItemAt … -> UIView`, \
            `numberOfItems(in carousel: Carousel)`) feeds a view, as UIKit's do: none of the Data layer. \
            Nor does a view use what it only spells as a generic argument of its view model's or \
            presenter's type (`HomePresenter<GetCategoriesRepository>`) or only hands to the view \
            model it builds (`FeedViewModel(loadFeed: LoadFeedUseCase())`): the view model uses it.
            """,
        severity: .warning,
        triggeringExamples: [
            Example("a view keeps the repository it passes to its presenter, and calls it",
                    ("Domain/GetCategoriesRepository.swift", "protocol GetCategoriesRepository { func categories() async throws -> [Category] }\n"),
                    ("Presentation/HomeView.swift", "import SwiftUI\n\nstruct HomeView: View {\n    @ObservedObject var presenter: ListPresenter<Category, Interactor<GetCategoriesRepository>>\n    let repository: ↓GetCategoriesRepository\n    var body: some View { Text(\"Home\").task { _ = try? await repository.categories() } }\n}\n")),
            Example("a view holds a data source that fetches posts, no views",
                    ("Domain/FeedRemoteDataSource.swift", "protocol FeedRemoteDataSource {\n    func posts(page: Int) async throws -> [PostDTO]\n}\n"),
                    ("Presentation/FeedView.swift", "import SwiftUI\n\nstruct FeedView: View {\n    let remote: ↓FeedRemoteDataSource\n    var body: some View { Text(\"Feed\") }\n}\n")),
            Example("a SwiftUI view runs a use case",
                    ("Domain/LoadFeedUseCase.swift", "protocol LoadFeedUseCase { func execute() async throws -> [Post] }\n"),
                    ("Presentation/FeedView.swift", "import SwiftUI\n\nstruct FeedView: View {\n    let loadFeed: ↓LoadFeedUseCase\n    var body: some View { Text(\"Feed\") }\n}\n")),
        ],
        nonTriggeringExamples: [
            Example("a view data source whose requirements hand out the carousel's views",
                    ("Presentation/Carousel/CarouselDataSource.swift", "import UIKit\n\nprotocol CarouselDataSource: AnyObject {\n    func numberOfItems(in carousel: Carousel) -> Int\n    func carousel(_ carousel: Carousel, viewForItemAt index: Int, reusingView: UIView?) -> UIView\n}\n"),
                    ("Presentation/Carousel/Carousel.swift", "import UIKit\n\nfinal class Carousel: UIView {\n    weak var dataSource: CarouselDataSource?\n}\n")),
            Example("a view spells the repositories only as generic arguments of its presenter, and hands the use case to the view model it builds",
                    ("Domain/GetCategoriesRepository.swift", "protocol GetCategoriesRepository { func categories() async throws -> [Category] }\n"),
                    ("Domain/LoadFeedUseCase.swift", "protocol LoadFeedUseCase { func execute() async throws -> [Post] }\n"),
                    ("Presentation/HomeView.swift", "import SwiftUI\n\nstruct HomeView: View {\n    @ObservedObject var presenter: ListPresenter<Category, Interactor<GetCategoriesRepository>>\n    var body: some View { FeedView(viewModel: FeedViewModel(loadFeed: DefaultLoadFeedUseCase() as LoadFeedUseCase)) }\n}\n")),
            Example("a UIKit-style data source protocol feeds a view, not the Data layer",
                    ("Presentation/Carousel/CarouselView.swift", "import UIKit\n\n@objc protocol CarouselDataSource: NSObjectProtocol {\n    func numberOfItems(in carousel: CarouselView) -> Int\n}\n\nfinal class CarouselView: UIView {\n    weak var dataSource: CarouselDataSource?\n}\n")),
            Example("the view talks to its view model",
                    ("Domain/LoadFeedUseCase.swift", "protocol LoadFeedUseCase { func execute() async throws -> [Post] }\n"),
                    ("Presentation/FeedViewModel.swift", "final class FeedViewModel {\n    let loadFeed: LoadFeedUseCase\n    init(loadFeed: LoadFeedUseCase) { self.loadFeed = loadFeed }\n}\n"),
                    ("Presentation/FeedView.swift", "import SwiftUI\n\nstruct FeedView: View {\n    let viewModel: FeedViewModel\n    var body: some View { Text(\"Feed\") }\n}\n")),
            Example("view models named `…Screen` by the configuration, as views may be: such a type is a view model, and holds its use case",
                    (".archlint.json", "{ \"roles\": { \"viewModel\": { \"names\": { \"add\": [\"*Screen\"] } } } }\n"),
                    ("Domain/PlaceOrderUseCase.swift", "protocol PlaceOrderUseCase { func execute() async throws }\n"),
                    ("Presentation/Checkout/CheckoutScreen.swift", "final class CheckoutScreen: ObservableObject {\n    private let placeOrder: PlaceOrderUseCase\n    init(placeOrder: PlaceOrderUseCase) { self.placeOrder = placeOrder }\n}\n")),
        ])

    static let businessRoles: Set<Role> = [.useCase, .repositoryProtocol, .repositoryImplementation, .dataSource]

    func fileCheck(_ project: Project) -> FileCheck {
        let viewModelNames = project.configuration.roles[.viewModel].names
        return { fileIndex, violations in
            guard !project.isCompositionRoot(fileIndex) else { return }
            let source = project.files[fileIndex].source
            for (index, declaration, roles) in project.concreteTypes(in: fileIndex) where roles.contains(.view) && !roles.contains(.viewModel) {
                let uses = project.namedTypes(within: index, in: fileIndex, roles: ViewBusinessAccessRule.businessRoles) { reference, role, target in
                    !(role == .dataSource && ViewBusinessAccessRule.feedsAView(target, in: project))
                        && !ViewBusinessAccessRule.isGivenToViewModel(reference, in: source, viewModelNames: viewModelNames)
                }
                for (reference, name, role, target) in uses {
                    violations.append(Violation(
                        file: fileIndex, token: source.tokens[Int(reference.token)], in: source,
                        message: "\(declaration.name) uses \(name), a \(role.phrase) \(project.layerOfDeclaration(in: target.file)), directly",
                        subject: "\(declaration.qualifiedName) \(name)"))
                }
            }
        }
    }

    /// Does a data source's requirements take or hand out views: a UIKit or AppKit view, or a
    /// project type with the view role (the carousel it feeds)?
    static func feedsAView(_ id: Project.DeclarationID, in project: Project) -> Bool {
        let source = project.files[id.file].source
        return project.members(of: id.declaration, in: id.file).contains { member in
            let signature = member.declaration.parameters.map(\.type) + [member.declaration.type].compactMap { $0 }
            return signature.contains { $0.contains("UIView") || $0.contains("NSView") }
                || source.tree.references(within: member.index).contains { reference in
                    project.resolve(source.references[Int(reference)], in: id.file).contains { project.roles(of: $0).contains(.view) }
                }
        }
    }

    /// Does the name stand among the generic arguments or the call arguments of a view model or
    /// presenter type (`GetListPresenter<Any, Interactor<GetCategoriesRepository>>`,
    /// `FeedViewModel(loadFeed: LoadFeedUseCase())`), however deep? Then the view model uses it.
    static func isGivenToViewModel(_ reference: Reference, in source: SourceFile, viewModelNames: [NamePattern]) -> Bool {
        var depth = 0
        var index = Int(reference.token) - 1
        while index > 0 {
            if source.token(index, is: ">") || source.token(index, is: ")") || source.token(index, is: "]") {
                depth += 1
            } else if source.token(index, is: "<") || source.token(index, is: "(") || source.token(index, is: "[") {
                if depth > 0 {
                    depth -= 1
                } else if source.tokens[index - 1].kind == .identifier {
                    let outer = source.text(ofToken: index - 1)
                    if viewModelNames.matchesAny(outer) || outer.hasSuffix("Presenter") { return true }
                }
            } else if source.token(index, is: "{") || source.token(index, is: "}") || source.token(index, is: ";") {
                return false
            }
            index -= 1
        }
        return false
    }
}
