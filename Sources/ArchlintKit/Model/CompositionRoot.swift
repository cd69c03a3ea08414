/// The composition root is known by what a file does, not by a name alone: it declares the app's
/// entry point or its app or scene delegate, or it holds a container (an assembler, a factory)
/// that constructs concrete types of several layers. A `SearchViewContainer` that is a SwiftUI
/// view, or a `*Container` that wires nothing, stays in its folder's layer.
enum CompositionRoot {
    private static let delegates = ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "NSApplicationDelegate",
                                    "WKApplicationDelegate", "WKExtensionDelegate"]

    /// Why the file is the app's entry, or nil: `@main`, `@UIApplicationMain`, an app or scene delegate.
    static func entryPoint(in source: SourceFile) -> String? {
        for declaration in source.declarations where declaration.parent == nil && declaration.kind.isNominal {
            if let attribute = declaration.attributes.first(where: { $0 == "main" || $0 == "UIApplicationMain" || $0 == "NSApplicationMain" }) {
                return "@\(attribute) \(declaration.name)"
            }
            if let delegate = declaration.inherits.first(where: delegates.contains) {
                return "\(declaration.name) is the \(delegate)"
            }
        }
        return nil
    }

    /// Token ranges of preview code: `#Preview … { … }`, a type conforming to `PreviewProvider`,
    /// and all of a preview-only file (in `Preview Content/` or `Previews/`, or named `*Preview(s).swift`).
    /// `folders`: `LayerMatcher.folders(of: projectPath)`, which the indexer has at hand.
    static func previews(in source: SourceFile, projectPath: String, folders: [String]) -> [Range<Int>] {
        // The file name is the path's last part: its end, compared as bytes.
        if folders.contains("preview content") || folders.contains("previews") || projectPath.hasByteSuffix("Preview.swift") || projectPath.hasByteSuffix("Previews.swift") {
            return [0..<source.tokens.count]
        }
        var ranges: [Range<Int>] = []
        for declaration in source.declarations where declaration.inherits.contains("PreviewProvider") {
            if let close = declaration.bodyClose { ranges.append(Int(declaration.firstToken)..<Int(close) + 1) }
        }
        var index = 0
        while index < source.tokens.count {
            defer { index += 1 }
            guard source.tokens[index].kind == .pound, source.token(index, is: "Preview") else { continue }
            // `#Preview("Name", traits: …) { body }`: the arguments, then the trailing closure.
            var next = index + 1
            if source.token(next, is: "(") { next = (source.closingBracket(of: next) ?? source.tokens.count) + 1 }
            guard source.token(next, is: "{") else { continue }
            let close = source.closingBracket(of: next) ?? source.tokens.count - 1
            ranges.append(index..<close + 1)
            index = close
        }
        return ranges
    }

    /// The wiring check, with the container names and the view conformances looked up once.
    struct Wiring {
        private let typeNames: [NamePattern]
        private let viewInherits: Set<String>
        /// Layers whose types a container wires: the three rings (the toolbox is used by every layer).
        private let wiredKinds: Set<LayerKind> = [.domain, .data, .presentation]

        init(_ configuration: Configuration) {
            typeNames = configuration.layers.filter { $0.kind == .compositionRoot }.flatMap(\.typeNames)
            viewInherits = Set(configuration.roles[.view].inherits)
        }

        /// Why a file is the composition root, or nil: a top-level type named like a container that
        /// is no view and constructs (`Name(`) concrete types, other than entities and DTOs, of at
        /// least two layers.
        func reason(in fileIndex: Int, of project: Project) -> String? {
            guard !typeNames.isEmpty else { return nil }
            let source = project.files[fileIndex].source
            for (index, declaration) in source.declarations.enumerated()
            where declaration.parent == nil && declaration.kind.isNominal && declaration.kind != .protocol && typeNames.matchesAny(declaration.name) {
                let roles = project.roles(of: Project.DeclarationID(file: fileIndex, declaration: index))
                guard !roles.contains(.view), !declaration.inherits.contains(where: viewInherits.contains) else { continue }
                var wired = Set<Int>()
                for reference in source.references where project.isWithin(reference.owner, of: index, in: fileIndex)
                    && source.token(Int(reference.token) + 1, is: "(") {
                    for candidate in project.resolve(reference, in: fileIndex) {
                        let constructed = project.declaration(candidate)
                        guard constructed.kind.isNominal, constructed.kind != .protocol, let layer = project.files[candidate.file].layer,
                              let kind = project.configuration.layers[layer].kind, wiredKinds.contains(kind) else { continue }
                        let constructedRoles = project.roles(of: candidate)
                        if constructedRoles.contains(.entity) || constructedRoles.contains(.dto) { continue }
                        wired.insert(layer)
                    }
                }
                if wired.count >= 2 {
                    let names = wired.sorted().map { project.configuration.layers[$0].name }
                    return "\(declaration.name) constructs types of \(names.joined(separator: ", "))"
                }
            }
            return nil
        }
    }
}
