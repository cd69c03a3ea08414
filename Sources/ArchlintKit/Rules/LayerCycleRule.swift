import ArchlintScan
import ArchlintModel

/// Dependencies between layers, features and targets form no cycle.
struct LayerCycleRule: Rule {
    init() {}

    static let description = RuleDescription(
        id: "layer_cycle",
        name: "Layer cycle",
        summary: "A dependency cycle between layers or features.",
        rationale: """
            Layers and features in a cycle are one component in disguise: none can be built, tested or \
            replaced without the others, and the inward direction the architecture promises is gone. \
            archlint finds the cycles in the dependencies the code really has (type references \
            between layers, and between features; not through the composition root, which depends \
            on every layer by design), reports each cycle once, at \
            the first use of its weakest edge (the one with the fewest uses, preferring one the \
            configuration forbids). As the layer graph the configuration allows has no cycle, a cycle \
            of layers always runs through an edge it forbids, whose every use the dependency rule \
            reports: a cycle of layers is reported here only when dependency_rule is off. A target \
            dependency that the allowed layer graph forbids is the dependency rule's to report too. \
            A feature is a folder under `Features/`, `Scenes/`, `Screens/`, `Modules/` or `Flows/` \
            (singular too; under a package's `Sources/` there), or else a module named for one \
            (`FeatureHome`, `HomeFeature`); a folder there called what a layer is (`Modules/Domain/`) \
            holds a layer, not a feature.
            """,
        severity: .error,
        category: .complexity,
        triggeringExamples: [
            Example("two feature folders use each other",
                    ("Presentation/Features/Login/LoginScreen.swift", "struct LoginScreen { let profile: ↓ProfileCard? }\n"),
                    ("Presentation/Features/Profile/ProfileCard.swift", "struct ProfileCard { let login: LoginScreen?\n    let avatar: LoginScreen? }\n"),
                    message: "features Login → Profile → Login form a cycle; cut Login → Profile here (1 use)"),
            Example("two scenes' coordinators open each other",
                    ("Presentation/Scenes/Cart/CartCoordinator.swift", "final class CartCoordinator {\n    func checkout() -> ↓CheckoutCoordinator { CheckoutCoordinator() }\n}\n"),
                    ("Presentation/Scenes/Checkout/CheckoutCoordinator.swift", """
                        final class CheckoutCoordinator {
                            func backToCart() -> CartCoordinator { CartCoordinator() }
                            func editCart() -> CartCoordinator { CartCoordinator() }
                        }
                        """)),
            Example("two VIPER modules name each other's routers",
                    ("FinanceApp/Modules/Home/HomeRouter.swift", "final class HomeRouter { let transfers: ↓TransfersRouter? = nil }\n"),
                    ("FinanceApp/Modules/Transfers/TransfersRouter.swift", "final class TransfersRouter { let home: HomeRouter? = nil\n    let back: HomeRouter? = nil }\n")),
            Example("two feature modules of a package use each other",
                    ("Package.swift", """
                        // swift-tools-version:5.9
                        import PackageDescription
                        let package = Package(name: "Shop", targets: [.target(name: "FeatureHome"), .target(name: "FeatureProfile")])
                        """),
                    ("Sources/FeatureHome/HomeScreen.swift", "import FeatureProfile\n\nstruct HomeScreen { let profile: ↓ProfileBadge? }\n"),
                    ("Sources/FeatureProfile/ProfileBadge.swift", "import FeatureHome\n\nstruct ProfileBadge { let home: HomeScreen?\n    let back: HomeScreen? }\n")),
            Example("Domain and Data use each other, with dependency_rule off",
                    (".archlint.json", "{ \"rules\": { \"dependency_rule\": { \"severity\": \"off\" } } }"),
                    ("Domain/User.swift", "struct User { let id: String }\nstruct Session { let store: ↓UserStore }\n"),
                    ("Data/UserStore.swift", "final class UserStore { var current: User? }\n")),
        ],
        nonTriggeringExamples: [
            Example("Domain and Data use each other: dependency_rule reports each use of Data in Domain, so no cycle finding repeats it",
                    ("Domain/User.swift", "struct User { let id: String }\nstruct Session { let store: UserStore }\n"),
                    ("Data/UserStore.swift", "final class UserStore { var current: User? }\n")),
            Example("a folder under Modules/ called what a layer is holds that layer, not a feature: dependency_rule reports the uses",
                    ("Modules/Domain/User.swift", "struct User { let id: String }\nstruct Session { let store: UserStore }\n"),
                    ("Modules/Data/UserStore.swift", "final class UserStore { var current: User? }\n")),
            Example("one feature uses another, which does not use it back",
                    ("Presentation/Scenes/Cart/CartCoordinator.swift", "final class CartCoordinator {\n    func checkout() -> CheckoutCoordinator { CheckoutCoordinator() }\n}\n"),
                    ("Presentation/Scenes/Checkout/CheckoutCoordinator.swift", "final class CheckoutCoordinator {}\n")),
            Example("dependencies point inward only",
                    ("Domain/User.swift", "struct User { let id: String }\nprotocol UserRepository { func user() -> User }\n"),
                    ("Data/UserStore.swift", "final class UserStore: UserRepository { func user() -> User { User(id: \"1\") } }\n"),
                    ("Presentation/UserViewModel.swift", "final class UserViewModel { let repository: UserRepository\n init(repository: UserRepository) { self.repository = repository } }\n")),
        ])

    private struct Edge {
        var count = 0
        var first: (file: Int, reference: Reference)?
        var forbidden = false

        mutating func add(at place: (file: Int, reference: Reference)) {
            count += 1
            if first == nil { first = place }
        }
    }

    func check(_ project: Project, into violations: inout [Violation]) {
        let dependencyRuleReports = project.configuration.severity(of: DependencyRule.description.id, default: .error) != nil
        // Nodes are "layer Domain" and "feature Login"; each file's two nodes are named once, and
        // the edges counted per reference by node number, so the loop over every reference of the
        // project builds no string.
        var nodes: [String] = []
        var nodeNumbers: [String: Int] = [:]
        func node(_ name: String?) -> Int? {
            guard let name else { return nil }
            if let known = nodeNumbers[name] { return known }
            nodes.append(name)
            nodeNumbers[name] = nodes.count - 1
            return nodes.count - 1
        }
        // The composition root depends on every layer by design: a cycle through it is a use of the
        // root, which dependency_rule reports (or allows, for its container) on its own.
        let layerNodes = project.files.indices.map { project.isCompositionRoot($0) ? nil : node(project.layerName(of: $0).map { "layer " + $0 }) }
        let featureNodes = project.features().map { node($0.map { "feature " + $0 }) }
        var counted: [Int: Edge] = [:]  // from * nodes.count + to
        func count(_ from: Int, _ to: Int, forbidden: Bool, at place: (file: Int, reference: Reference)) {
            counted[from * nodes.count + to, default: Edge(forbidden: forbidden)].add(at: place)
        }
        for fileIndex in project.files.indices {
            let fromLayer = project.files[fileIndex].layer, fromLayerNode = layerNodes[fileIndex]
            let fromFeature = featureNodes[fileIndex]
            guard fromLayerNode != nil || fromFeature != nil else { continue }
            for use in project.typeUses(in: fileIndex) {
                let reference = use.reference, candidates = use.candidates, target = candidates[0]
                let toLayer = project.files[target.file].layer, toFeature = featureNodes[target.file]
                guard candidates.allSatisfy({ project.files[$0.file].layer == toLayer && featureNodes[$0.file] == toFeature }) else { continue }
                if let fromLayer, let toLayer, fromLayer != toLayer, let from = fromLayerNode, let to = layerNodes[target.file] {
                    count(from, to, forbidden: !project.allows(layer: fromLayer, dependingOn: toLayer), at: (fileIndex, reference))
                }
                if let fromFeature, let toFeature, fromFeature != toFeature {
                    count(fromFeature, toFeature, forbidden: true, at: (fileIndex, reference))
                }
            }
        }
        var edges: [String: [String: Edge]] = [:]
        for (key, edge) in counted { edges[nodes[key / nodes.count], default: [:]][nodes[key % nodes.count]] = edge }
        for component in LayerCycleRule.components(edges) where component.count > 1 {
            let inside = component.flatMap { from in
                (edges[from] ?? [:]).filter { component.contains($0.key) }.map { (from: from, to: $0.key, edge: $0.value) }
            }
            guard let cut = inside.min(by: { ($0.edge.forbidden ? 0 : 1, $0.edge.count, $0.from, $0.to) < ($1.edge.forbidden ? 0 : 1, $1.edge.count, $1.from, $1.to) }),
                  let first = cut.edge.first else { continue }
            // The configured layer graph has no cycle, so a cycle of layers has an edge it forbids,
            // and dependency_rule reports every use of that edge: one problem, reported once.
            if cut.edge.forbidden, cut.from.hasPrefix("layer "), dependencyRuleReports { continue }
            let cycle = [cut.from] + LayerCycleRule.path(from: cut.to, to: cut.from, within: component, edges: edges)
            let names = cycle.map { $0.split(separator: " ", maxSplits: 1).last.map(String.init) ?? $0 }
            // A cycle runs through layers only or through features only: "layers Domain → Data → Domain".
            let nodeKind = cut.from.hasPrefix("layer ") ? "layers" : "features"
            violations.append(Violation(
                file: first.file, reference: first.reference,
                message: "\(nodeKind) \(names.joined(separator: " → ")) form a cycle; cut \(names[0]) → \(names[1]) here "
                    + "(\(cut.edge.count) use\(cut.edge.count == 1 ? "" : "s"))",
                subject: "cycle " + cycle.sorted().joined(separator: " ")))
        }
    }

    /// Strongly connected components (Tarjan's algorithm, iterative).
    private static func components(_ edges: [String: [String: Edge]]) -> [[String]] {
        let nodes = Set(edges.keys).union(edges.values.flatMap(\.keys)).sorted()
        var index = 0
        var indexes: [String: Int] = [:], lowlinks: [String: Int] = [:]
        var stack: [String] = [], onStack = Set<String>()
        var result: [[String]] = []
        for root in nodes where indexes[root] == nil {
            var work: [(node: String, successors: [String], next: Int)] = [(root, (edges[root] ?? [:]).keys.sorted(), 0)]
            indexes[root] = index; lowlinks[root] = index; index += 1
            stack.append(root); onStack.insert(root)
            while !work.isEmpty {
                let top = work.count - 1
                if work[top].next < work[top].successors.count {
                    let successor = work[top].successors[work[top].next]
                    work[top].next += 1
                    if indexes[successor] == nil {
                        indexes[successor] = index; lowlinks[successor] = index; index += 1
                        stack.append(successor); onStack.insert(successor)
                        work.append((successor, (edges[successor] ?? [:]).keys.sorted(), 0))
                    } else if onStack.contains(successor) {
                        lowlinks[work[top].node] = min(lowlinks[work[top].node]!, indexes[successor]!)
                    }
                } else {
                    let node = work.removeLast().node
                    if let parent = work.last?.node { lowlinks[parent] = min(lowlinks[parent]!, lowlinks[node]!) }
                    if lowlinks[node] == indexes[node] {
                        var component: [String] = []
                        while let member = stack.popLast() {
                            onStack.remove(member)
                            component.append(member)
                            if member == node { break }
                        }
                        result.append(component.sorted())
                    }
                }
            }
        }
        return result
    }

    /// The shortest path from `start` to `goal` inside a component, both ends included.
    private static func path(from start: String, to goal: String, within component: [String], edges: [String: [String: Edge]]) -> [String] {
        var previous: [String: String] = [:]
        var queue = [start]
        var seen: Set<String> = [start]
        while !queue.isEmpty {
            let node = queue.removeFirst()
            if node == goal { break }
            for next in (edges[node] ?? [:]).keys.sorted() where component.contains(next) && !seen.contains(next) {
                seen.insert(next)
                previous[next] = node
                queue.append(next)
            }
        }
        var path = [goal]
        while let last = path.last, last != start, let before = previous[last] { path.append(before) }
        return path.reversed()
    }
}
