/// Which way the dependencies really run: every reference from one layer to a type of another
/// (and every import of another layer's module), at the level of layers and of types.
struct DependencyGraph {
    struct LayerEdge: Equatable {
        var from: String
        var to: String
        /// References and imports.
        var count: Int
        var allowed: Bool
        /// Files with the most references along this edge, most first.
        var files: [(path: String, count: Int)]

        static func == (lhs: LayerEdge, rhs: LayerEdge) -> Bool {
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

    /// One file's uses of one thing of another layer: a type it names, or a module it imports.
    struct Crossing: Equatable {
        var from: String
        var to: String
        /// The type named, or `import Module`.
        var target: String
        var file: String
        var count: Int
        var allowed: Bool
    }

    /// Layer-to-layer edges, sorted by source and target layer in configuration order.
    var layerEdges: [LayerEdge]
    /// Type-to-type edges between different top-level types, sorted by name.
    var typeEdges: [TypeEdge]
    /// Every cross-layer use, sorted by file, target.
    var crossings: [Crossing]
    /// The layers in configuration order.
    var layers: [String]

    init(_ project: Project) {
        let configuration = project.configuration
        layers = configuration.layers.map(\.name)
        var crossingCounts: [String: Int] = [:]  // "from\0to\0target\0file"
        var typeCounts: [String: Int] = [:]  // "from\0to"
        var typeLayers: [String: String?] = [:]
        for (fileIndex, file) in project.files.enumerated() {
            let source = file.source
            let fromLayer = project.layerName(of: fileIndex)
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
                if let fromType = DependencyGraph.topLevelType(containing: reference.owner, in: source), fromType != toType {
                    typeCounts["\(fromType)\u{0}\(toType)", default: 0] += 1
                    typeLayers[fromType] = fromLayer
                    typeLayers[toType] = toLayer
                }
            }
        }
        func allowed(_ from: String?, _ to: String?) -> Bool {
            guard let from, let to, let source = configuration.layer(named: from), let target = configuration.layer(named: to) else { return true }
            return configuration.allows(source, dependingOn: target)
        }
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

    var forbiddenEdges: [LayerEdge] { layerEdges.filter { !$0.allowed } }

    /// The top-level type (or extended type) a reference stands in.
    static func topLevelType(containing owner: Int32, in source: SourceFile) -> String? {
        var current = owner
        var type: String?
        while current >= 0 {
            let declaration = source.declarations[Int(current)]
            if declaration.kind.isType, declaration.parent == nil {
                type = declaration.name.split(separator: ".").first.map(String.init)
            }
            current = declaration.parent ?? -1
        }
        return type
    }
}

/// `archlint graph`: the dependency graph for Graphviz (`dot -Tsvg`) or Mermaid.
enum GraphReporter {
    enum Level: String, CaseIterable { case layer, type }
    enum Format: String, CaseIterable { case dot, mermaid }

    static func render(_ graph: DependencyGraph, format: Format, level: Level) -> String {
        switch (format, level) {
        case (.dot, .layer):
            var out = "digraph archlint {\n  rankdir=TB;\n  node [shape=box, style=\"rounded,filled\", fillcolor=\"#f4f6fb\", fontname=\"Helvetica\"];\n"
            for layer in graph.layers { out += "  \(dotID(layer)) [label=\(dotString(layer))];\n" }
            for edge in graph.layerEdges {
                out += "  \(dotID(edge.from)) -> \(dotID(edge.to)) [label=\"\(edge.count)\", penwidth=\(width(edge.count))"
                out += edge.allowed ? ", color=\"#4a5568\"];\n" : ", color=\"#d62828\", fontcolor=\"#d62828\"];\n"
            }
            return out + "}\n"
        case (.dot, .type):
            var out = "digraph archlint {\n  rankdir=LR;\n  node [shape=box, fontname=\"Helvetica\"];\n"
            let byLayer = Dictionary(grouping: typeNodes(graph), by: { $0.layer ?? "" })
            for (index, layer) in byLayer.keys.sorted().enumerated() {
                out += layer.isEmpty ? "" : "  subgraph cluster_\(index) {\n    label=\(dotString(layer));\n"
                for node in byLayer[layer]!.sorted(by: { $0.name < $1.name }) { out += "    \(dotString(node.name));\n" }
                out += layer.isEmpty ? "" : "  }\n"
            }
            for edge in graph.typeEdges {
                out += "  \(dotString(edge.from)) -> \(dotString(edge.to))"
                out += edge.allowed ? ";\n" : " [color=\"#d62828\"];\n"
            }
            return out + "}\n"
        case (.mermaid, .layer):
            var out = "flowchart TD\n"
            for layer in graph.layers { out += "  \(mermaidID(layer))[\(mermaidLabel(layer))]\n" }
            var forbidden: [Int] = []
            for (index, edge) in graph.layerEdges.enumerated() {
                out += "  \(mermaidID(edge.from)) -->|\(edge.count)| \(mermaidID(edge.to))\n"
                if !edge.allowed { forbidden.append(index) }
            }
            if !forbidden.isEmpty { out += "  linkStyle \(forbidden.map(String.init).joined(separator: ",")) stroke:#d62828,stroke-width:2px\n" }
            return out
        case (.mermaid, .type):
            var out = "flowchart LR\n"
            var forbidden: [Int] = []
            for (index, edge) in graph.typeEdges.enumerated() {
                out += "  \(mermaidID(edge.from))[\(mermaidLabel(edge.from))] --> \(mermaidID(edge.to))[\(mermaidLabel(edge.to))]\n"
                if !edge.allowed { forbidden.append(index) }
            }
            if !forbidden.isEmpty { out += "  linkStyle \(forbidden.map(String.init).joined(separator: ",")) stroke:#d62828\n" }
            return out
        }
    }

    private static func typeNodes(_ graph: DependencyGraph) -> [(name: String, layer: String?)] {
        var nodes: [String: String?] = [:]
        for edge in graph.typeEdges {
            nodes[edge.from] = edge.fromLayer
            nodes[edge.to] = edge.toLayer
        }
        return nodes.map { ($0.key, $0.value) }
    }

    static func width(_ count: Int) -> String {
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
    static func mermaidID(_ name: String) -> String {
        "n_" + String(name.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) ? Character($0) : "_" })
    }

    static func mermaidLabel(_ name: String) -> String {
        "\"" + name.replacingScalars(["\"": "#quot;", "\n": " ", "<": "#lt;", ">": "#gt;"]) + "\""
    }
}
