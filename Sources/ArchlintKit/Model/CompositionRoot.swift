import ArchlintScan

/// The composition root is known by what a file does, not by a name alone: it declares the app's
/// entry point or its app or scene delegate, or it holds a container (an assembler, a factory)
/// that constructs concrete types of several layers. A `SearchViewContainer` that is a SwiftUI
/// view, or a `*Container` that wires nothing, stays in its folder's layer.
package enum CompositionRoot {
    private static let delegates = ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "NSApplicationDelegate",
                                    "WKApplicationDelegate", "WKExtensionDelegate"]

    /// The file name's first or last word names previews or test doubles.
    private static func isSupportFileName(_ path: String) -> Bool {
        guard path.hasByteSuffix(".swift"), let name = path.lastPart(separatedBy: ASCII.slash) else { return false }
        let words = NameWords.of(String(name.dropLast(6)))
        return [words.first, words.last].contains { $0.map(supportWords.contains) ?? false }
    }

    private static let supportWords: Set<String> = ["Preview", "Previews", "Mock", "Mocks", "Stub", "Stubs", "Fake", "Fakes"]

    /// Why the file is the app's entry, or nil: `@main`, `@UIApplicationMain`, an app or scene delegate.
    static func entryPoint(in source: SourceFile) -> String? {
        for declaration in source.declarations where declaration.parent == nil && declaration.kind.isNominal {
            if let shell = appShell(declaration) { return shell }
        }
        return nil
    }

    /// Why a type is the app's shell (its entry point, its app or scene delegate), or nil: the one
    /// part of the composition root that no other code should reach.
    package static func appShell(_ declaration: Declaration) -> String? {
        if let attribute = declaration.attributes.first(where: { $0 == "main" || $0 == "UIApplicationMain" || $0 == "NSApplicationMain" }) {
            return "@\(attribute) \(declaration.name)"
        }
        return declaration.inherits.first(where: delegates.contains).map { "\(declaration.name) is the \($0)" }
    }

    /// Token ranges of preview code: `#Preview … { … }`, a type conforming to `PreviewProvider`,
    /// and all of a support file: in `Preview Content/` or `Previews/`, or named for previews,
    /// mocks, stubs or fakes (`PreviewEnv.swift`, `MockUserRepository.swift`, `UserAPIStub.swift`),
    /// the sample objects of previews and tests kept among the app's folders, not layer code.
    /// `folders`: `LayerMatcher.folders(of: projectPath)`, which the indexer has at hand.
    static func previews(in source: SourceFile, projectPath: String, folders: [String]) -> [Range<Int>] {
        if folders.contains("preview content") || folders.contains("previews") || isSupportFileName(projectPath) {
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
            // `#Preview("Name", traits: …) { body }`: the arguments, then the trailing closure; or
            // the body as an argument, `#Preview("Name", body: { … })`.
            var end = index
            if source.token(index + 1, is: "(") { end = source.closingBracket(of: index + 1) ?? source.tokens.count - 1 }
            if source.token(end + 1, is: "{") { end = source.closingBracket(of: end + 1) ?? source.tokens.count - 1 }
            ranges.append(index..<end + 1)
            index = end
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

        /// Whether a file declares a top-level type named like a container: the only files a name
        /// placed that may be the root.
        func declaresAContainer(_ source: SourceFile) -> Bool {
            source.declarations.contains { $0.parent == nil && $0.kind.isNominal && $0.kind != .protocol && typeNames.matchesAny($0.name) }
        }

        /// Why a file is the composition root, or nil: a top-level type that is no view, has no
        /// role or is named like a container, and constructs (`Name(`) concrete types, other than
        /// entities and DTOs, of at least two layers. `inAppTarget`: the file is an app target's,
        /// where an extension that does so wires the app too (`extension UseCaseKey: DependencyKey`),
        /// and so does a type of any role but a view. `anyName`: the file's code (or nothing)
        /// placed it, and a type of no role wires whatever its name. `inWiringFolder`: the file lies
        /// in a folder named for wiring (`DI/`), which says what a container's name says.
        /// `namedByOtherLayers`: code of the rings names the file's types; then only a type named
        /// like a container (or in a wiring folder) is the root.
        func reason(in fileIndex: Int, of project: Project, inAppTarget: Bool = false, anyName: Bool = false,
                    inWiringFolder: Bool = false, namedByOtherLayers: Bool = false) -> String? {
            guard !typeNames.isEmpty else { return nil }
            let source = project.files[fileIndex].source
            // One pass over what the file constructs, by the top-level declaration it stands in:
            // most files construct the types of fewer than two layers, and are done with here.
            var constructedLayers: [Int32: Set<Int>] = [:]
            // In an extension outside an app target, only what its static members construct:
            // factories wire (`static var liveValue`), instance methods map (`func asPresentation() -> Row`).
            var staticallyConstructed: [Int32: Set<Int>] = [:]
            // The root's own layer, when the type constructs its container (`Injection().provideMeals()`).
            var containerLayer: [Int32: Int] = [:]
            // `Injection()` and `Injection.init()` alike.
            for reference in source.references where source.token(Int(reference.token) + 1, is: "(")
                || (source.token(Int(reference.token) + 1, is: ".") && source.token(Int(reference.token) + 2, is: "init")) {
                guard let (top, member) = topLevel(reference.owner, in: source) else { continue }
                let isStatic = member.map { source.declarations[Int($0)].isStatic } ?? false
                for candidate in project.resolve(reference, in: fileIndex) {
                    let constructed = project.declaration(candidate)
                    guard constructed.kind.isNominal, constructed.kind != .protocol, let layer = project.files[candidate.file].layer,
                          let kind = project.configuration.layers[layer].kind else { continue }
                    if kind == .compositionRoot, CompositionRoot.appShell(constructed) == nil { containerLayer[top] = layer }
                    guard wiredKinds.contains(kind) else { continue }
                    let constructedRoles = project.roles(of: candidate)
                    if constructedRoles.contains(.entity) || constructedRoles.contains(.dto) { continue }
                    constructedLayers[top, default: []].insert(layer)
                    if isStatic { staticallyConstructed[top, default: []].insert(layer) }
                }
            }
            // An extension that constructs the types of two layers wires them, in an app target or
            // a file no module compiles, unless what it extends has a role of its own (a view
            // model's factory method is the view model's). In an app target, the extended type's
            // layer counts: `extension MoviesUseCaseKey { static let liveValue = MoviesGateway() }`
            // plugs a Data type into a Domain key (elsewhere, `extension Movie { func row() -> MovieRow(…) }`
            // only maps one to the other).
            let extensionsWire = inAppTarget || inWiringFolder || (anyName && project.files[fileIndex].module == nil)
            for (index, declaration) in source.declarations.enumerated()
            where declaration.parent == nil && declaration.kind != .protocol
                && (declaration.kind.isNominal || (extensionsWire && declaration.kind == .extension)) {
                var wired = (declaration.kind == .extension && !inAppTarget ? staticallyConstructed : constructedLayers)[Int32(index)] ?? []
                if declaration.kind == .extension {
                    let extended = project.extendedTypes(of: Project.DeclarationID(file: fileIndex, declaration: index))
                    if extended.contains(where: { !project.roles(of: $0).subtracting([.entity]).isEmpty }) { continue }
                    for type in extended where inAppTarget {
                        if let layer = project.files[type.file].layer, let kind = project.configuration.layers[layer].kind,
                           wiredKinds.contains(kind) { wired.insert(layer) }
                    }
                }
                let roles = project.roles(of: Project.DeclarationID(file: fileIndex, declaration: index))
                let namedLikeContainer = inWiringFolder || (declaration.kind != .extension && typeNames.matchesAny(declaration.name))
                // A screen factory (`HomeRouter`) that builds a screen from what the container
                // provides is the root's too; a view model that asks the container stays a view model.
                if let container = containerLayer[Int32(index)], namedLikeContainer || roles.isEmpty { wired.insert(container) }
                // In a wiring folder one layer's types suffice: `Injection` builds the Data types a pod's use case takes.
                guard wired.count >= (inWiringFolder ? 1 : 2) else { continue }
                guard !roles.contains(.view), !declaration.inherits.contains(where: viewInherits.contains),
                      namedLikeContainer || (!namedByOtherLayers && (inAppTarget || (anyName && (declaration.kind == .extension || roles.isEmpty))))
                else { continue }
                let names = wired.sorted().map { project.configuration.layers[$0].name }
                return "\(declaration.name) constructs types of \(names.joined(separator: ", "))"
            }
            return nil
        }

        /// The top-level declaration a reference's owner stands in, and its member that holds the
        /// reference (nil when it stands in the top-level declaration's header); nil at file scope.
        private func topLevel(_ owner: Int32, in source: SourceFile) -> (top: Int32, member: Int32?)? {
            guard owner >= 0 else { return nil }
            var current = owner
            var member: Int32?
            while let parent = source.declarations[Int(current)].parent {
                member = current
                current = parent
            }
            return (current, member)
        }
    }
}
