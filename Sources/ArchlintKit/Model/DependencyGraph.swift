import ArchlintScan

/// Which way the dependencies really run: every reference from one layer to a type of another
/// (and every import of another layer's module), at the level of layers and of types.
package struct DependencyGraph {
    package struct LayerEdge: Equatable {
        package var from: String
        package var to: String
        /// References and imports.
        package var count: Int
        package var allowed: Bool
        /// Files with the most references along this edge, most first.
        package var files: [(path: String, count: Int)]

        package static func == (lhs: LayerEdge, rhs: LayerEdge) -> Bool {
            lhs.from == rhs.from && lhs.to == rhs.to && lhs.count == rhs.count && lhs.allowed == rhs.allowed
                && lhs.files.map(\.path) == rhs.files.map(\.path) && lhs.files.map(\.count) == rhs.files.map(\.count)
        }
    }

    struct TypeEdge: Equatable {
        var from: String
        var fromLayer: String?
        var to: String
        var toLayer: String?
        var count: Int
        var allowed: Bool
    }

    /// How files are drawn together when the graph is collapsed (`archlint graph --collapse`).
    package enum Grouping: String, CaseIterable {
        /// The feature (`LayerMatcher.feature(of:module:layerFolders:)`).
        case feature
        /// The module that compiles the file.
        case module

        /// The node of the files that belong to no group.
        var outside: String { self == .feature ? "(outside features)" : "(no module)" }

        /// The group each file belongs to, `outside` for none, by file index.
        package func groups(of project: Project) -> [String] {
            (self == .feature ? project.features() : project.files.map(\.module)).map { $0 ?? outside }
        }

        /// How the audit groups a project's files: by feature when it has any, else by module
        /// when its code is in two modules or more (one module is the whole app again); nil when
        /// neither.
        package static func of(_ project: Project) -> Grouping? {
            if project.features().contains(where: { $0 != nil }) { return .feature }
            return Set(project.files.compactMap(\.module)).count > 1 ? .module : nil
        }
    }

    /// Uses from the types of one group (or layer) to those of another.
    struct GroupEdge: Equatable {
        var from: String
        var to: String
        var count: Int
        /// Every use is allowed by the layer rules.
        var allowed: Bool
    }

    /// One file's uses of one thing of another layer: a type it names, or a module it imports.
    package struct Crossing: Equatable {
        package var from: String
        package var to: String
        /// The type named, or `import Module`.
        package var target: String
        package var file: String
        package var count: Int
        package var allowed: Bool
    }

    /// Layer-to-layer edges, sorted by source and target layer in configuration order.
    package var layerEdges: [LayerEdge]
    /// Type-to-type edges between different top-level types, sorted by name.
    var typeEdges: [TypeEdge]
    /// Every cross-layer use, sorted by file, target. An import of a framework is none: it points
    /// to no layer (`dependency_rule` judges it by the importing layer's `imports`).
    package var crossings: [Crossing]
    /// The layers in configuration order.
    package var layers: [String]
    /// Files per layer; files in no layer under the empty name.
    var filesPerLayer: [String: Int]
    /// Per grouping: files per group, and the uses between groups, sorted by source and target.
    var groups: [Grouping: (files: [String: Int], edges: [GroupEdge])]

    package init(_ project: Project) {
        let configuration = project.configuration
        layers = configuration.layers.map(\.name)
        var crossingCounts: [String: Int] = [:]  // "from\0to\0target\0file"
        var typeCounts: [String: Int] = [:]  // "from\0to"
        var typeLayers: [String: String?] = [:]
        func allowed(_ from: String?, _ to: String?) -> Bool {
            guard let from, let to, let source = configuration.layer(named: from), let target = configuration.layer(named: to) else { return true }
            return configuration.allows(source, dependingOn: target)
        }
        let groupNames = Dictionary(uniqueKeysWithValues: Grouping.allCases.map { grouping in
            (grouping, grouping.groups(of: project))
        })
        var groupCounts: [Grouping: [String: (count: Int, allowed: Bool)]] = [:]  // "from\0to"
        filesPerLayer = [:]
        for (fileIndex, file) in project.files.enumerated() {
            let source = file.source
            let fromLayer = project.layerName(of: fileIndex)
            filesPerLayer[fromLayer ?? "", default: 0] += 1
            if let fromLayer {
                for item in source.imports {
                    guard let moduleLayer = project.layer(ofModule: item.module) else { continue }
                    let to = configuration.layers[moduleLayer].name
                    if to != fromLayer { crossingCounts["\(fromLayer)\u{0}\(to)\u{0}import \(item.module)\u{0}\(source.path)", default: 0] += 1 }
                }
            }
            for reference in source.references {
                let candidates = project.resolve(reference, in: fileIndex)
                guard let target = candidates.first else { continue }
                let toLayer = project.layerName(of: target.file)
                // Ambiguous names (declared in several layers) are no evidence of an edge.
                guard candidates.allSatisfy({ project.layerName(of: $0.file) == toLayer }) else { continue }
                let toType = project.declaration(target).name
                if let fromLayer, let toLayer, fromLayer != toLayer {
                    crossingCounts["\(fromLayer)\u{0}\(toLayer)\u{0}\(toType)\u{0}\(source.path)", default: 0] += 1
                }
                if let fromType = DependencyGraph.topLevelType(containing: reference.owner, in: fileIndex, of: project), fromType != toType {
                    typeCounts["\(fromType)\u{0}\(toType)", default: 0] += 1
                    typeLayers[fromType] = fromLayer
                    typeLayers[toType] = toLayer
                }
                for (grouping, names) in groupNames where names[fileIndex] != names[target.file] {
                    let key = "\(names[fileIndex])\u{0}\(names[target.file])"
                    let known = groupCounts[grouping, default: [:]][key] ?? (0, true)
                    groupCounts[grouping, default: [:]][key] = (known.count + 1, known.allowed && allowed(fromLayer, toLayer))
                }
            }
        }
        groups = Dictionary(uniqueKeysWithValues: Grouping.allCases.map { grouping in
            var files: [String: Int] = [:]
            for name in groupNames[grouping]! { files[name, default: 0] += 1 }
            let edges = (groupCounts[grouping] ?? [:]).map { key, value -> GroupEdge in
                let parts = key.split(separator: "\u{0}").map(String.init)
                return GroupEdge(from: parts[0], to: parts[1], count: value.count, allowed: value.allowed)
            }.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
            return (grouping, (files, edges))
        })
        crossings = crossingCounts.map { key, count in
            let parts = key.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
            return Crossing(from: parts[0], to: parts[1], target: parts[2], file: parts[3], count: count, allowed: allowed(parts[0], parts[1]))
        }.sorted { ($0.file, $0.target, $0.from, $0.to) < ($1.file, $1.target, $1.from, $1.to) }
        let order = Dictionary(uniqueKeysWithValues: layers.enumerated().map { ($1, $0) })
        let byEdge = Dictionary(grouping: crossings) { "\($0.from)\u{0}\($0.to)" }
        layerEdges = byEdge.values.map { uses in
            var files: [String: Int] = [:]
            for use in uses { files[use.file, default: 0] += use.count }
            let ranked = files.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { (path: $0.key, count: $0.value) }
            return LayerEdge(from: uses[0].from, to: uses[0].to, count: files.values.reduce(0, +), allowed: uses[0].allowed, files: ranked)
        }.sorted { (order[$0.from] ?? 99, order[$0.to] ?? 99) < (order[$1.from] ?? 99, order[$1.to] ?? 99) }
        typeEdges = typeCounts.map { key, count in
            let parts = key.split(separator: "\u{0}").map(String.init)
            let fromLayer = typeLayers[parts[0]] ?? nil, toLayer = typeLayers[parts[1]] ?? nil
            return TypeEdge(from: parts[0], fromLayer: fromLayer, to: parts[1], toLayer: toLayer, count: count,
                            allowed: allowed(fromLayer, toLayer))
        }.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    }

    package var forbiddenEdges: [LayerEdge] { layerEdges.filter { !$0.allowed } }

    /// The top-level type a reference stands in, by name: for an extension, the top-level type of
    /// the project's that it extends. Nil at file scope and in an extension of a type from outside
    /// the project (`View`, `Optional`): a framework type is no node of the graph.
    static func topLevelType(containing owner: Int32, in fileIndex: Int, of project: Project) -> String? {
        guard owner >= 0 else { return nil }
        let declarations = project.files[fileIndex].source.declarations
        var top = Int(owner)
        while let parent = declarations[top].parent { top = Int(parent) }
        let declaration = declarations[top]
        guard declaration.kind.isType else { return nil }
        guard declaration.kind == .extension else { return declaration.name }
        guard var extended = project.extendedTypes(of: Project.DeclarationID(file: fileIndex, declaration: top)).first else { return nil }
        while let parent = project.declaration(extended).parent { extended = Project.DeclarationID(file: extended.file, declaration: Int(parent)) }
        return project.declaration(extended).name
    }
}

/// `archlint graph`: the dependency graph for Graphviz (`dot -Tsvg`) or Mermaid, narrowed to
/// what a reader asks about: forbidden edges only, one layer, one type's neighbourhood, or the
/// features and modules instead of the types. Forbidden edges are red and drawn last, over the
/// others; a type from outside the project (`View`, extended) is never a node.
package enum GraphReporter {
    package enum Level: String, CaseIterable { case layer, type }
    package enum Format: String, CaseIterable { case dot, mermaid }

    /// What to draw.
    package struct Options: Equatable {
        package var level: Level = .layer
        /// Features or modules as the nodes, instead of `level`'s.
        package var collapse: DependencyGraph.Grouping?
        package var forbiddenOnly = false
        /// Only the edges with an end in this layer.
        package var layer: String?
        /// Only the types within `depth` edges of this one, either way (the type level).
        package var focus: String?
        package var depth = 1

        package init(level: Level = .layer, collapse: DependencyGraph.Grouping? = nil, forbiddenOnly: Bool = false,
                     layer: String? = nil, focus: String? = nil, depth: Int = 1) {
            self.level = level
            self.collapse = collapse
            self.forbiddenOnly = forbiddenOnly
            self.layer = layer
            self.focus = focus
            self.depth = depth
        }
    }

    /// GitHub draws a Mermaid diagram of at most 500 edges and 50,000 characters (Mermaid's
    /// `maxEdges` and `maxTextSize`) and shows an error in its place past either.
    static let mermaidLimits = (edges: 500, characters: 50_000)

    struct Node: Equatable {
        var name: String
        /// The layer a type is drawn in.
        var layer: String?
        /// Swift files in a layer, feature or module.
        var files: Int?
    }

    struct Edge: Equatable {
        var from: String
        var to: String
        var count: Int
        var allowed: Bool
    }

    /// The nodes and edges `options` select, edges allowed first and forbidden last.
    static func drawing(_ graph: DependencyGraph, options: Options) throws -> (nodes: [Node], edges: [Edge]) {
        var (nodes, edges) = everything(graph, options: options)
        var kept: Set<String>?  // the nodes the filters keep, when they narrow the nodes
        if let layer = options.layer {
            guard graph.layers.contains(layer) else {
                throw ArchlintError("no layer named \(layer); the layers are \(graph.layers.joined(separator: ", "))")
            }
            let layerOf = Dictionary(uniqueKeysWithValues: nodes.map { ($0.name, options.level == .layer ? $0.name : $0.layer) })
            edges = edges.filter { layerOf[$0.from] == layer || layerOf[$0.to] == layer }
            kept = Set(edges.flatMap { [$0.from, $0.to] }).union(options.level == .layer ? [layer] : [])
        }
        if options.forbiddenOnly {
            edges = edges.filter { !$0.allowed }
            kept = Set(edges.flatMap { [$0.from, $0.to] })
        }
        if let focus = options.focus {
            guard nodes.contains(where: { $0.name == focus }) else {
                throw ArchlintError("no type named \(focus) uses or is used by another type of the project")
            }
            var neighbours: [String: Set<String>] = [:]
            for edge in edges {
                neighbours[edge.from, default: []].insert(edge.to)
                neighbours[edge.to, default: []].insert(edge.from)
            }
            var reached: Set<String> = [focus], frontier: Set<String> = [focus]
            for _ in 0..<options.depth {
                frontier = Set(frontier.flatMap { neighbours[$0] ?? [] }).subtracting(reached)
                reached.formUnion(frontier)
            }
            edges = edges.filter { reached.contains($0.from) && reached.contains($0.to) }
            kept = reached
        }
        if let kept { nodes = nodes.filter { kept.contains($0.name) } }
        return (nodes, edges)
    }

    /// Every node and edge of the level or grouping `options` draw; edges allowed first, then
    /// forbidden: drawn last, a forbidden edge lies over the allowed ones it crosses.
    private static func everything(_ graph: DependencyGraph, options: Options) -> (nodes: [Node], edges: [Edge]) {
        var nodes: [Node]
        var edges: [Edge]
        if let grouping = options.collapse {
            let (files, groupEdges) = graph.groups[grouping]!
            nodes = files.keys.sorted().map { Node(name: $0, layer: nil, files: files[$0]) }
            edges = groupEdges.map { Edge(from: $0.from, to: $0.to, count: $0.count, allowed: $0.allowed) }
        } else if options.level == .layer {
            nodes = graph.layers.map { Node(name: $0, layer: nil, files: graph.filesPerLayer[$0] ?? 0) }
            edges = graph.layerEdges.map { Edge(from: $0.from, to: $0.to, count: $0.count, allowed: $0.allowed) }
        } else {
            var layers: [String: String?] = [:]
            for edge in graph.typeEdges {
                layers[edge.from] = edge.fromLayer
                layers[edge.to] = edge.toLayer
            }
            nodes = layers.keys.sorted().map { Node(name: $0, layer: layers[$0] ?? nil, files: nil) }
            edges = graph.typeEdges.map { Edge(from: $0.from, to: $0.to, count: $0.count, allowed: $0.allowed) }
        }
        return (nodes, edges.filter(\.allowed) + edges.filter { !$0.allowed })
    }

    /// The whole graph of a level, as the audit shows it.
    package static func render(_ graph: DependencyGraph, format: Format, level: Level) -> String {
        let options = Options(level: level)
        let (nodes, edges) = everything(graph, options: options)
        return format == .dot ? dot(graph, nodes, edges, options: options) : mermaid(graph, nodes, edges, options: options)
    }

    /// The drawing `options` ask for, and a warning when a Mermaid diagram is past what GitHub draws.
    package static func render(_ graph: DependencyGraph, format: Format, options: Options) throws -> (text: String, warning: String?) {
        let (nodes, edges) = try drawing(graph, options: options)
        let text = format == .dot ? dot(graph, nodes, edges, options: options) : mermaid(graph, nodes, edges, options: options)
        guard format == .mermaid, edges.count > mermaidLimits.edges || text.utf8.count > mermaidLimits.characters else { return (text, nil) }
        return (text, "the Mermaid graph has \(edges.count) edges and \(text.utf8.count) characters, past the \(mermaidLimits.edges) edges "
                + "and \(mermaidLimits.characters) characters GitHub draws (it shows an error instead); narrow it with --forbidden-only, "
                + "--layer, --focus or --collapse, or draw it with --format dot")
    }

    /// What an edge's number counts, for the legend.
    private static func countNote(_ options: Options) -> String {
        options.level == .layer && options.collapse == nil ? "uses: named types and imports" : "uses: names of its types"
    }

    private static func files(_ count: Int) -> String { "\(count) file\(count == 1 ? "" : "s")" }

    private static func dot(_ graph: DependencyGraph, _ nodes: [Node], _ edges: [Edge], options: Options) -> String {
        let isType = options.level == .type && options.collapse == nil
        var out = "digraph archlint {\n  rankdir=\(isType ? "LR" : "TB");\n"
        out += isType ? "  node [shape=box, fontname=\"Helvetica\"];\n"
            : "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#f4f6fb\", fontname=\"Helvetica\"];\n"
        let byLayer = Dictionary(grouping: nodes, by: { $0.layer ?? "" })
        for (index, layer) in byLayer.keys.sorted().enumerated() {
            out += layer.isEmpty ? "" : "  subgraph cluster_\(index) {\n    label=\(dotString(layer));\n"
            for node in byLayer[layer]! {
                // The count on a line of its own: `\n` inside the quoted label.
                let label = node.files.map { " [label=\(dotString(node.name).dropLast())\\n\(files($0))\"]" } ?? ""
                out += (layer.isEmpty ? "  " : "    ") + dotID(node.name) + label + ";\n"
            }
            out += layer.isEmpty ? "" : "  }\n"
        }
        for edge in edges {
            out += "  \(dotID(edge.from)) -> \(dotID(edge.to)) [label=\"\(edge.count)\", penwidth=\(width(edge.count))"
            out += edge.allowed ? ", color=\"#4a5568\"];\n" : ", color=\"#d62828\", fontcolor=\"#d62828\"];\n"
        }
        out += "  legend [shape=plain, fontname=\"Helvetica\", fontsize=10, label=<<table border=\"0\" cellspacing=\"2\">"
        out += "<tr><td align=\"left\"><font color=\"#4a5568\">&#8594;</font> allowed dependency; the number counts \(countNote(options))</td></tr>"
        out += "<tr><td align=\"left\"><font color=\"#d62828\">&#8594;</font> forbidden by the layer rules</td></tr>"
        if nodes.contains(where: { $0.files != nil }) { out += "<tr><td align=\"left\">n files: the Swift files in the box</td></tr>" }
        if let unlayered = unlayeredNote(graph, options) { out += "<tr><td align=\"left\">\(unlayered)</td></tr>" }
        return out + "</table>>];\n}\n"
    }

    /// The files a layer drawing leaves out: those in no layer.
    private static func unlayeredNote(_ graph: DependencyGraph, _ options: Options) -> String? {
        guard options.level == .layer, options.collapse == nil, let count = graph.filesPerLayer[""], count > 0 else { return nil }
        return "not drawn: \(files(count)) in no layer"
    }

    private static func mermaid(_ graph: DependencyGraph, _ nodes: [Node], _ edges: [Edge], options: Options) -> String {
        var out = "flowchart \(options.level == .type && options.collapse == nil ? "LR" : "TD")\n"
        out += "  %% red: forbidden by the layer rules; an edge's number counts \(countNote(options))\n"
        if let unlayered = unlayeredNote(graph, options) { out += "  %% \(unlayered)\n" }
        for node in nodes {
            let files = node.files.map { "<br/>" + self.files($0) } ?? ""
            out += "  \(mermaidID(node.name))[\"\(mermaidText(node.name))\(files)\"]\n"
        }
        for edge in edges { out += "  \(mermaidID(edge.from)) -->|\(edge.count)| \(mermaidID(edge.to))\n" }
        let forbidden = edges.indices.filter { !edges[$0].allowed }
        if !forbidden.isEmpty { out += "  linkStyle \(forbidden.map(String.init).joined(separator: ",")) stroke:#d62828,stroke-width:2px\n" }
        return out
    }

    package static func width(_ count: Int) -> String {
        var value = 1.0
        var remaining = count
        while remaining > 1 { value += 0.5; remaining /= 2 }
        return String(min(value, 6.0))
    }

    static func dotID(_ name: String) -> String { dotString(name) }

    /// A DOT string literal: quotes and backslashes escaped, line breaks flattened.
    static func dotString(_ text: String) -> String {
        "\"" + text.replacingScalars(["\"": "\\\"", "\\": "\\\\", "\n": " ", "\r": " "]) + "\""
    }

    /// Mermaid ids are letters and digits only; labels are quoted with `#quot;` for quotes.
    package static func mermaidID(_ name: String) -> String {
        "n_" + String(name.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) ? Character($0) : "_" })
    }

    /// A label's text: quotes, `<` and `>` as Mermaid's entities, line breaks flattened.
    package static func mermaidText(_ name: String) -> String {
        name.replacingScalars(["\"": "#quot;", "\n": " ", "<": "#lt;", ">": "#gt;"])
    }
}
