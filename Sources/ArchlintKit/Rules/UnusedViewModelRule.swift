import ArchlintModel

/// A view model serves a screen: one that nothing uses is left over.
struct UnusedViewModelRule: FileRule {
    init() {}

    static let description = RuleDescription(
        id: "unused_view_model",
        name: "Unused view model",
        summary: "A view model of the Presentation layer that nothing uses (previews and tests aside).",
        rationale: """
            A view model holds a screen's state and logic; a view model of the Presentation layer \
            that nothing names outside its own declaration and extensions (previews and tests aside) \
            serves no screen: the screen is gone or uses another one, and the code is left to be \
            read, kept compiling and migrated for nothing. A view, a coordinator or the composition \
            root that builds it counts as a use. A public view model is its module's API, used by \
            whoever imports it; a nested or private one is its file's business. A stand-in (one \
            that implements a view model protocol, or a protocol another view model implements) is \
            used when a preview uses it.
            """,
        severity: .warning,
        category: .clarity,
        triggeringExamples: [
            Example("a view model that no view uses",
                    ("Presentation/Orders/OrdersViewModel.swift", "final class ↓OrdersViewModel: ObservableObject {\n    @Published var orders: [String] = []\n}\n"),
                    message: "OrdersViewModel is a view model that nothing uses (previews and tests aside)"),
            Example("a view model that only a preview uses",
                    ("Presentation/Orders/OrdersViewModel.swift", "final class ↓OrdersViewModel: ObservableObject {\n    @Published var orders: [String] = []\n}\n"),
                    ("Presentation/Orders/OrdersView.swift", """
                        import SwiftUI

                        struct OrdersView: View {
                            var body: some View { Text("Orders") }
                        }

                        #Preview {
                            let viewModel = OrdersViewModel()
                            return OrdersView()
                        }
                        """)),
        ],
        nonTriggeringExamples: [
            Example("the composition root builds the view model for its screen",
                    ("Presentation/Orders/OrdersViewModel.swift", "final class OrdersViewModel: ObservableObject {\n    @Published var orders: [String] = []\n}\n"),
                    ("App/AppContainer.swift", "final class AppContainer {\n    func orders() -> OrdersViewModel { OrdersViewModel() }\n}\n")),
            Example("a public view model is its module's API",
                    ("Presentation/Orders/OrdersViewModel.swift", "public final class OrdersViewModel {\n    public init() {}\n}\n")),
            Example("a preview stand-in of a view model protocol, used by the preview",
                    ("Presentation/Orders/OrdersViewModel.swift", """
                        protocol OrdersViewModelProtocol {
                            var count: Int { get }
                        }

                        final class DefaultOrdersViewModel: OrdersViewModelProtocol {
                            var count: Int { 0 }
                        }

                        final class PreviewOrdersViewModel: OrdersViewModelProtocol {
                            var count: Int { 3 }
                        }
                        """),
                    ("App/AppContainer.swift", "final class AppContainer {\n    func orders() -> OrdersView { OrdersView(viewModel: DefaultOrdersViewModel()) }\n}\n"),
                    ("Presentation/Orders/OrdersView.swift", """
                        import SwiftUI

                        struct OrdersView: View {
                            let viewModel: OrdersViewModelProtocol
                            var body: some View { Text("\\(viewModel.count)") }
                        }

                        #Preview {
                            OrdersView(viewModel: PreviewOrdersViewModel())
                        }
                        """)),
        ])

    func fileCheck(_ project: Project) -> FileCheck {
        let judged = UnusedViewModelRule.judgedForUse(in: project, viewModelProtocols: ViewModelNamingRule.viewModelProtocols(in: project))
        let used = UnusedViewModelRule.used(judged, in: project)
        return { fileIndex, violations in
            guard project.isKind(fileIndex, .presentation) else { return }
            let source = project.files[fileIndex].source
            for (index, declaration) in source.declarations.enumerated() {
                let id = Project.DeclarationID(file: fileIndex, declaration: index)
                guard judged[id] != nil, !used.contains(id) else { continue }
                violations.append(Violation(
                    file: fileIndex, token: source.tokens[Int(declaration.nameToken)], in: source,
                    message: "\(declaration.name) is a view model that nothing uses (previews and tests aside)",
                    subject: "declaration \(declaration.qualifiedName) unused"))
            }
        }
    }

    // MARK: - Use

    /// The view models judged for use: top-level, visible beyond their file but not public (a public
    /// one is a module's API, used by whoever imports it, maybe outside what is linted: an app that
    /// lints a feature package alone), declared in the Presentation layer outside preview code. The value says whether the view model stands in for
    /// another: it implements a view model protocol, or a protocol another view model implements.
    /// A stand-in is used when a preview uses it.
    private static func judgedForUse(in project: Project, viewModelProtocols: [Project.DeclarationID: Int]) -> [Project.DeclarationID: Bool] {
        var judged: [Project.DeclarationID: Bool] = [:]
        for fileIndex in project.files.indices where project.isKind(fileIndex, .presentation) {
            let file = project.files[fileIndex]
            for (index, declaration) in file.source.declarations.enumerated()
            where declaration.parent == nil && declaration.kind.isNominal && declaration.access > .fileprivate
                && declaration.access < .public {
                let id = Project.DeclarationID(file: fileIndex, declaration: index)
                guard project.roles(of: id).contains(.viewModel),
                      !file.previews.contains(where: { $0.contains(Int(declaration.nameToken)) }) else { continue }
                judged[id] = declaration.inherits.contains { inherited in
                    project.resolve(inherited, in: fileIndex, owner: -1).contains {
                        project.roles(of: $0).contains(.viewModel) || viewModelProtocols[$0, default: 0] > 1
                    }
                }
            }
        }
        return judged
    }

    /// The judged view models that something names outside their own declaration and its
    /// extensions; in preview code, only the stand-ins count.
    private static func used(_ judged: [Project.DeclarationID: Bool], in project: Project) -> Set<Project.DeclarationID> {
        guard !judged.isEmpty else { return [] }
        let byName = Dictionary(grouping: judged.keys, by: { project.declaration($0).name })
        let names = Set(byName.keys)
        // A name of another length is none of them: most of a file's names are passed over without hashing.
        var lengths = [Bool](repeating: false, count: 256)
        for name in names { lengths[min(name.utf8.count, 255)] = true }
        let found = project.files.indices.parallelMap { fileIndex -> [Project.DeclarationID] in
            let file = project.files[fileIndex]
            let source = file.source
            let wanted = source.names.map { lengths[min($0.utf8.count, 255)] && names.contains($0) }
            var uses: [Project.DeclarationID] = []
            // The top-level declaration each declaration stands in (parents come before what they hold).
            var topLevel: [Int] = []
            for reference in source.references where wanted[Int(reference.name)] {
                // A name the file cannot resolve (a module it sees through another's `@_exported import`,
                // a type it shadows) still counts for every view model of that name: rather a missed
                // finding than a use overlooked.
                let resolved = project.resolve(reference, in: fileIndex)
                let candidates = resolved.isEmpty ? byName[source.name(of: reference)] ?? [] : resolved.filter { judged[$0] != nil }
                guard !candidates.isEmpty else { continue }
                if topLevel.isEmpty {
                    topLevel.reserveCapacity(source.declarations.count)
                    for (index, declaration) in source.declarations.enumerated() { topLevel.append(declaration.parent.map { topLevel[Int($0)] } ?? index) }
                }
                let top = reference.owner >= 0 ? topLevel[Int(reference.owner)] : -1
                let inPreview = file.isInPreview(reference)
                for candidate in candidates {
                    // The view model itself, or an extension of it, naming it is no use.
                    if top >= 0 {
                        let outer = Project.DeclarationID(file: fileIndex, declaration: top)
                        if outer == candidate { continue }
                        if source.declarations[top].kind == .extension, project.extendedTypes(of: outer).contains(candidate) { continue }
                    }
                    if inPreview, judged[candidate] != true { continue }
                    uses.append(candidate)
                }
            }
            return uses
        }
        return Set(found.joined())
    }
}
