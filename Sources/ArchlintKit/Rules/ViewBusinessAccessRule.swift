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
            (A view that reaches the Data layer is the dependency rule's to report.)
            """,
        severity: .warning,
        triggeringExamples: [
            Example("a SwiftUI view runs a use case",
                    ("Domain/LoadFeedUseCase.swift", "protocol LoadFeedUseCase { func execute() async throws -> [Post] }\n"),
                    ("Presentation/FeedView.swift", "import SwiftUI\n\nstruct FeedView: View {\n    let loadFeed: ↓LoadFeedUseCase\n    var body: some View { Text(\"Feed\") }\n}\n")),
        ],
        nonTriggeringExamples: [
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
        return { fileIndex, violations in
            guard !project.isCompositionRoot(fileIndex) else { return }
            let source = project.files[fileIndex].source
            for (index, declaration, roles) in project.concreteTypes(in: fileIndex) where roles.contains(.view) && !roles.contains(.viewModel) {
                for (reference, name, role, target) in project.namedTypes(within: index, in: fileIndex, roles: ViewBusinessAccessRule.businessRoles) {
                    violations.append(Violation(
                        file: fileIndex, token: source.tokens[Int(reference.token)], in: source,
                        message: "\(declaration.name) uses \(name), a \(role.phrase) \(project.layerOfDeclaration(in: target.file)), directly",
                        subject: "\(declaration.qualifiedName) \(name)"))
                }
            }
        }
    }
}
