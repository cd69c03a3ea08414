/// Robert C. Martin's package metrics ("Agile Software Development", 2002) for each layer, module
/// and feature folder: how many types outside lean on it and it on them, how stable and how
/// abstract that makes it, how far it sits from the main sequence, and the cycles between them.
///
/// A type is a top-level class, struct, enum, actor or protocol of the project; a use is a name
/// of one type written in the code of another (its own declaration, or an extension of it in the
/// files of the component). Names that resolve to types of several components are no evidence.
package struct ArchitectureMetrics: Equatable {
    /// What the files are grouped by.
    package enum Scope: String, CaseIterable {
        case layer, module, feature
    }

    package struct Component: Equatable {
        package var name: String
        package var files: Int
        /// Top-level types declared in the component, and how many of them are protocols.
        package var types: Int
        package var protocols: Int
        /// Ca: types outside the component that use a type inside it.
        package var afferent: Int
        /// Ce: types inside the component that use a type outside it.
        package var efferent: Int

        /// I = Ce / (Ca + Ce): 0 when only depended on (stable), 1 when only depending (unstable);
        /// nil for a component nothing crosses.
        package var instability: Double? { afferent + efferent == 0 ? nil : Double(efferent) / Double(afferent + efferent) }
        /// A = protocols / types; nil without types.
        package var abstractness: Double? { types == 0 ? nil : Double(protocols) / Double(types) }
        /// D = |A + I − 1|: 0 on the main sequence; near 1 in the zone of pain (stable and concrete)
        /// or of uselessness (unstable and abstract).
        package var distance: Double? {
            guard let instability, let abstractness else { return nil }
            return abs(abstractness + instability - 1)
        }
    }

    /// Per scope, the components that have files: layers in the configuration's order, the rest by name.
    package var components: [Scope: [Component]]
    /// Per scope, each set of components that depend on each other in a ring, members by name;
    /// the sets by their first member.
    package var cycles: [Scope: [[String]]]

    package init(_ project: Project) {
        let names: [Scope: [String?]] = Dictionary(uniqueKeysWithValues: Scope.allCases.map { scope in
            (scope, ArchitectureMetrics.components(in: project, by: scope))
        })
        var types: [Scope: [String: (files: Int, types: Int, protocols: Int)]] = [:]
        // Per scope: "component\0type" of the types that use another component's, and of those used.
        var users: [Scope: [String: Set<String>]] = [:]  // used component -> outside types using it
        var using: [Scope: [String: Set<String>]] = [:]  // component -> its types that use outside types
        var edges: [Scope: [String: Set<String>]] = [:]
        for (fileIndex, file) in project.files.enumerated() {
            for scope in Scope.allCases {
                guard let component = names[scope]![fileIndex] else { continue }
                var counts = types[scope, default: [:]][component] ?? (0, 0, 0)
                // A Core Data model's stand-in brings its classes, not a Swift file.
                counts.files += file.isGenerated ? 0 : 1
                for declaration in file.source.declarations where declaration.parent == nil && declaration.kind.isNominal {
                    counts.types += 1
                    if declaration.kind == .protocol { counts.protocols += 1 }
                }
                types[scope, default: [:]][component] = counts
            }
            for reference in file.source.references {
                guard let user = DependencyGraph.topLevelType(containing: reference.owner, in: fileIndex, of: project) else { continue }
                let candidates = project.resolve(reference, in: fileIndex)
                guard let first = candidates.first else { continue }
                for scope in Scope.allCases {
                    let from = names[scope]![fileIndex], to = names[scope]![first.file]
                    guard from != to, let to,
                          candidates.allSatisfy({ names[scope]![$0.file] == to }) else { continue }
                    users[scope, default: [:]][to, default: []].insert("\(from ?? "")\u{0}\(user)")
                    if let from {
                        using[scope, default: [:]][from, default: []].insert(user)
                        edges[scope, default: [:]][from, default: []].insert(to)
                    }
                }
            }
        }
        components = Dictionary(uniqueKeysWithValues: Scope.allCases.map { scope in
            let found = (types[scope] ?? [:]).map { name, counts in
                Component(name: name, files: counts.files, types: counts.types, protocols: counts.protocols,
                          afferent: users[scope]?[name]?.count ?? 0, efferent: using[scope]?[name]?.count ?? 0)
            }
            // Layers in the configuration's order, inner to outer as a reader expects; the rest by name.
            let order = scope != .layer ? [:] : Dictionary(uniqueKeysWithValues: project.configuration.layers.enumerated().map { ($1.name, $0) })
            return (scope, found.sorted { (order[$0.name] ?? 0, $0.name) < (order[$1.name] ?? 0, $1.name) })
        })
        cycles = Dictionary(uniqueKeysWithValues: Scope.allCases.map { scope in
            (scope, ArchitectureMetrics.rings(in: edges[scope] ?? [:]))
        })
    }

    /// The layer, module or feature each file belongs to, if any, by file index.
    static func components(in project: Project, by scope: Scope) -> [String?] {
        switch scope {
        case .layer: return project.files.indices.map(project.layerName(of:))
        case .module: return project.files.map(\.module)
        case .feature: return project.features()
        }
    }

    /// The strongly connected components of more than one node (Tarjan's algorithm, iterative so
    /// that a long chain of features cannot overflow the stack).
    static func rings(in edges: [String: Set<String>]) -> [[String]] {
        let nodes = Set(edges.keys).union(edges.values.flatMap { $0 }).sorted()
        let successors = nodes.map { (edges[$0] ?? []).sorted() }
        let indexOf = Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($1, $0) })
        var order = [Int?](repeating: nil, count: nodes.count), lowest = [Int](repeating: 0, count: nodes.count)
        var onStack = [Bool](repeating: false, count: nodes.count)
        var stack: [Int] = [], rings: [[String]] = [], counter = 0
        for start in nodes.indices where order[start] == nil {
            var work: [(node: Int, next: Int)] = [(start, 0)]
            order[start] = counter; lowest[start] = counter; counter += 1
            stack.append(start); onStack[start] = true
            while let (node, next) = work.last {
                if next < successors[node].count {
                    work[work.count - 1].next += 1
                    let successor = indexOf[successors[node][next]]!
                    if let seen = order[successor] {
                        if onStack[successor] { lowest[node] = min(lowest[node], seen) }
                    } else {
                        order[successor] = counter; lowest[successor] = counter; counter += 1
                        stack.append(successor); onStack[successor] = true
                        work.append((successor, 0))
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last { lowest[parent.node] = min(lowest[parent.node], lowest[node]) }
                guard lowest[node] == order[node] else { continue }
                var members: [String] = []
                while let top = stack.popLast() {
                    onStack[top] = false
                    members.append(nodes[top])
                    if top == node { break }
                }
                if members.count > 1 { rings.append(members.sorted()) }
            }
        }
        return rings.sorted { $0[0] < $1[0] }
    }
}
