/// The project as the rules see it: every scanned file with its layer and module, an index of the
/// types it declares, and the role of each type.
public final class Project {
    /// A class for the same reason as `SourceFile`: rules read `files[i]` in their inner loops.
    public final class File {
        public let source: SourceFile
        /// The path the layer globs are matched against: relative to the project root.
        public let projectPath: String
        /// Index into `Configuration.layers`.
        public let layer: Int?
        /// The SwiftPM target the file belongs to.
        public let module: String?

        init(source: SourceFile, projectPath: String, layer: Int?, module: String?) {
            self.source = source
            self.projectPath = projectPath
            self.layer = layer
            self.module = module
        }
    }

    /// One declaration: file index and declaration index within it.
    public struct DeclarationID: Hashable, Comparable {
        public let file: Int
        public let declaration: Int

        public static func < (lhs: DeclarationID, rhs: DeclarationID) -> Bool {
            (lhs.file, lhs.declaration) < (rhs.file, rhs.declaration)
        }
    }

    public let configuration: Configuration
    public let files: [File]
    /// `files` index by reported path.
    public let fileIndex: [String: Int]
    public let manifests: [PackageManifest]
    /// SwiftPM target name -> layer index (nil: a target in no layer).
    public let moduleLayers: [String: Int?]
    /// Top-level types and typealiases visible beyond their file, by simple name.
    public let typesByName: [String: [DeclarationID]]
    /// Extensions by the extended type's last name component.
    public let extensionsByName: [String: [DeclarationID]]
    /// `Configuration.allows` for every pair of layer indices.
    private let layerAllows: LayerPermissions
    /// Per file: the names of its private types and of every nested type, which shadow project-wide names there.
    private let localTypeNames: [Set<String>]

    /// Roles of every declaration by file and declaration index (empty for members that are no type).
    private let roleTable: [[Set<Role>]]
    // The two tables below are computed from the project itself, so written once at the end of
    // `init`, and only read after, from every thread: the runtime's exclusivity check on each
    // read would be pure cost.
    /// Per file, per declaration: for an extension, the types it extends (empty otherwise).
    @exclusivity(unchecked) private var extendedTypeTable: [[[DeclarationID]]] = []
    /// Per file, per name it references (`SourceFile.names`): the types visible under that name
    /// from the file, before generic parameters shadow any.
    @exclusivity(unchecked) private var resolvedNames: [[[DeclarationID]]] = []

    /// A scanned file and where it lies: `projectPath` for the layer globs, `location` (absolute
    /// in the CLI, as given in tests) to find the SwiftPM target whose folder holds it.
    public struct Input {
        public var source: SourceFile
        public var projectPath: String
        public var location: String

        public init(source: SourceFile, projectPath: String, location: String? = nil) {
            self.source = source
            self.projectPath = projectPath
            self.location = location ?? projectPath
        }
    }

    /// What `Indexer.index` finds in one file alone; the project merges them.
    public struct IndexedFile {
        let file: File
        /// Names of its private and nested types, which shadow project-wide names in the file.
        let local: Set<String>
        /// Its top-level types and typealiases visible beyond it, by name, with their declaration index.
        let exported: [(name: String, declaration: Int)]
        /// Its extensions, by the extended type's last name component.
        let extensions: [(name: String, declaration: Int)]
        /// The roles of each of its declarations.
        let roles: [Set<Role>]
    }

    /// Everything about a file that depends on the file alone (its layer, module, declared names
    /// and the roles of its types), worked out where the file was just scanned, on that core, while
    /// its declarations are still in the cache; `Project.init(indexed:)` merges the results.
    public struct Indexer {
        let configuration: Configuration
        let manifests: [PackageManifest]
        /// SwiftPM target name -> layer index (nil: a target in no layer).
        let moduleLayers: [String: Int?]
        /// Target folders, the longest first, so that a nested target wins over its parent.
        private let targetFolders: [(folder: String, name: String)]
        private let layerMatcher: LayerMatcher
        private let classifier: RoleClassifier

        public init(manifests: [PackageManifest], configuration: Configuration) {
            self.configuration = configuration
            self.manifests = manifests
            let layerMatcher = LayerMatcher(configuration)
            var moduleLayers: [String: Int?] = [:]
            var targetFolders: [(folder: String, name: String)] = []
            for manifest in manifests {
                for target in manifest.targets where target.kind != "testTarget" && target.kind != "plugin" {
                    // A target's name says what it is; so may the folders above it (`Features/Login/Sources/Login`),
                    // but not the folders named after the target itself (`Shared/Sources/Shared`).
                    let byName = configuration.layers.firstIndex { $0.modules.matchesAny(target.name) }
                    let parentFolders = target.folder.split(separator: "/").filter { $0 != target.name }.joined(separator: "/")
                    let byFolder = layerMatcher.layer(forPath: parentFolders + "/")
                    let layer: Int? = byName ?? byFolder
                    moduleLayers[target.name] = .some(layer)
                    targetFolders.append((target.folder + "/", target.name))
                }
            }
            targetFolders.sort { $0.folder.count > $1.folder.count }
            self.moduleLayers = moduleLayers
            self.targetFolders = targetFolders
            self.layerMatcher = layerMatcher
            classifier = RoleClassifier(configuration)
        }

        /// One file's part of the index; it only reads, so any thread may call it.
        public func index(_ input: Input) -> IndexedFile {
            let source = input.source, projectPath = input.projectPath
            let folders = LayerMatcher.folders(of: projectPath)
            let target = targetFolders.first { input.location.hasPrefix($0.folder) }
            var layer: Int?
            if let target {
                // In a SwiftPM target the target decides, unless a layer folder nests inside it
                // (`Sources/Feature/Domain/`); a `Utils` or `Shared` folder inside a target is that
                // target's own toolbox, not the project's Core.
                let inner = String(input.location.dropFirst(target.folder.count))
                layer = layerMatcher.layer(forPath: inner, nestingOnly: true) ?? moduleLayers[target.name] ?? nil
            } else {
                layer = layerMatcher.layer(forPath: projectPath, folders: folders)
            }
            if let root = Project.compositionRootLayer(for: source, configuration: configuration) { layer = root }

            var local = Set<String>()
            var exported: [(name: String, declaration: Int)] = []
            var extensions: [(name: String, declaration: Int)] = []
            let inRoleFolder = classifier.roleFolders(folders)
            var roles: [Set<Role>] = []
            roles.reserveCapacity(source.declarations.count)
            for (index, declaration) in source.declarations.enumerated() {
                if declaration.kind == .extension {
                    extensions.append((declaration.name.split(separator: ".").last.map(String.init) ?? declaration.name, index))
                } else if declaration.kind.isNominal || declaration.kind == .typealias {
                    if declaration.parent != nil || declaration.access <= .fileprivate {
                        local.insert(declaration.name)
                    } else {
                        exported.append((declaration.name, index))
                    }
                }
                // Parents come before the types nested in them, so a nested type reads its parent's roles.
                roles.append(declaration.kind.isType
                    ? classifier.roles(of: declaration, inLayer: layer, inRoleFolder: inRoleFolder, rolesSoFar: roles)
                    : [])
            }
            return IndexedFile(file: File(source: source, projectPath: projectPath, layer: layer, module: target?.name),
                               local: local, exported: exported, extensions: extensions, roles: roles)
        }
    }

    public convenience init(files sources: [Input], manifests: [PackageManifest], configuration: Configuration) {
        let indexer = Indexer(manifests: manifests, configuration: configuration)
        self.init(indexed: sources.parallelMap(indexer.index), by: indexer)
    }

    /// The project from every file's part of the index (`Indexer.index`), in the order of `indexed`.
    public init(indexed perFile: [IndexedFile], by indexer: Indexer) {
        let configuration = indexer.configuration
        self.configuration = configuration
        manifests = indexer.manifests
        moduleLayers = indexer.moduleLayers
        layerAllows = configuration.permissions
        let files = perFile.map(\.file)
        self.files = files
        fileIndex = Dictionary(files.enumerated().map { ($1.source.path, $0) }, uniquingKeysWith: { first, _ in first })
        // The one serial step of the index: sized up front, so that no table is rehashed as it grows.
        var typesByName: [String: [DeclarationID]] = [:]
        var extensionsByName: [String: [DeclarationID]] = [:]
        typesByName.reserveCapacity(perFile.reduce(0) { $0 + $1.exported.count })
        extensionsByName.reserveCapacity(perFile.reduce(0) { $0 + $1.extensions.count })
        for (fileIndex, file) in perFile.enumerated() {
            for (name, index) in file.exported { typesByName[name, default: []].append(DeclarationID(file: fileIndex, declaration: index)) }
            for (name, index) in file.extensions { extensionsByName[name, default: []].append(DeclarationID(file: fileIndex, declaration: index)) }
        }
        self.typesByName = typesByName
        self.extensionsByName = extensionsByName
        localTypeNames = perFile.map(\.local)
        roleTable = perFile.map(\.roles)

        // Per file again, now that every name is known: what each name it references resolves to,
        // and what each of its extensions extends.
        let resolution = files.indices.parallelMap { [unowned self] fileIndex in
            let source = files[fileIndex].source
            let imported = Set(source.imports.map(\.module))
            let resolved = source.names.map { visibleTypes(named: $0, from: fileIndex, imported: imported) }
            let extended = source.declarations.indices.map { index in
                source.declarations[index].kind == .extension
                    ? findExtendedTypes(of: DeclarationID(file: fileIndex, declaration: index)) : []
            }
            return (resolved: resolved, extended: extended)
        }
        resolvedNames = resolution.map(\.resolved)
        extendedTypeTable = resolution.map(\.extended)
    }

    /// A project from (path, code) pairs, as a rule's examples give it; `Package.swift` files are
    /// read as manifests, and an `.archlint.json` extends the configuration.
    public static func inMemory(_ files: [(path: String, code: String)], configuration base: Configuration) -> Project {
        var sources: [Input] = []
        var manifests: [PackageManifest] = []
        var configuration = base
        for (path, code) in files {
            if path == ".archlint.json" {
                do {
                    configuration = try ConfigurationLoader.load(bytes: Array(code.utf8), source: path, over: base)
                } catch {
                    preconditionFailure("an example's .archlint.json is invalid: \(error)")
                }
                continue
            }
            let source = SourceFile(path: path, source: code)
            if path.split(separator: "/").last == "Package.swift" {
                manifests.append(PackageManifest(path: path, source: source))
            } else {
                sources.append(Input(source: source, projectPath: path))
            }
        }
        return Project(files: sources, manifests: manifests, configuration: configuration)
    }

    // MARK: - Layers

    /// The layer of a path: the deepest folder that names a layer decides; a folder of a layer that
    /// does not nest (Core's `Common`, `Shared`) inside another layer's folder stays in that layer.
    /// `nestingOnly` leaves such layers out altogether (for paths inside a SwiftPM target).
    public static func layer(forPath path: String, configuration: Configuration, nestingOnly: Bool = false) -> Int? {
        LayerMatcher(configuration).layer(forPath: path, nestingOnly: nestingOnly)
    }

    /// A file that declares the app's entry point or a dependency container is the composition root.
    static func compositionRootLayer(for source: SourceFile, configuration: Configuration) -> Int? {
        for (index, layer) in configuration.layers.enumerated() where !layer.typeNames.isEmpty || layer.mainEntry {
            for declaration in source.declarations where declaration.parent == nil && declaration.kind.isNominal {
                if layer.typeNames.matchesAny(declaration.name) { return index }
                if layer.mainEntry, declaration.attributes.contains(where: { $0 == "main" || $0 == "UIApplicationMain" || $0 == "NSApplicationMain" }) {
                    return index
                }
            }
        }
        return nil
    }

    public func layer(of file: Int) -> LayerDefinition? {
        files[file].layer.map { configuration.layers[$0] }
    }

    /// The name alone: `layer(of:)` copies the whole definition, and the rules ask for the layer of
    /// every file a reference leads to.
    public func layerName(of file: Int) -> String? { files[file].layer.map { configuration.layers[$0].name } }

    /// May code in layer `from` depend on code in layer `to` (indices into `Configuration.layers`)?
    public func allows(layer from: Int, dependingOn to: Int) -> Bool { layerAllows.allows(from, dependingOn: to) }

    /// The layer an imported module belongs to: a SwiftPM target of the project, or a module the
    /// configuration names literally (frameworks of an Xcode project).
    public func layer(ofModule module: String) -> Int? {
        if let known = moduleLayers[module] { return known }
        return configuration.layers.firstIndex { layer in layer.modules.contains { $0.isLiteral && $0.matches(module) } }
    }

    public func declaration(_ id: DeclarationID) -> Declaration {
        files[id.file].source.declarations[id.declaration]
    }

    // MARK: - Resolution

    /// The project declarations a name in `file` may refer to: nothing when the name is a generic
    /// parameter, a private type of the file or a nested type there (they shadow project-wide
    /// names); otherwise the visible top-level types of that name (in a multi-module project, those
    /// of the file's own module and the modules it imports).
    public func resolve(_ name: String, in fileIndex: Int, owner: Int32) -> [DeclarationID] {
        isGenericParameter(name, owner: owner, in: fileIndex) ? [] : visibleTypes(named: name, from: fileIndex)
    }

    /// `resolve` for a reference the scanner recorded: every rule asks this for every reference,
    /// so the part that depends on the file alone was looked up once, when the project was built.
    public func resolve(_ reference: Reference, in fileIndex: Int) -> [DeclarationID] {
        let candidates = resolvedNames[fileIndex][Int(reference.name)]
        guard !candidates.isEmpty else { return [] }
        let name = files[fileIndex].source.names[Int(reference.name)]
        return isGenericParameter(name, owner: reference.owner, in: fileIndex) ? [] : candidates
    }

    private func isGenericParameter(_ name: String, owner: Int32, in fileIndex: Int) -> Bool {
        let declarations = files[fileIndex].source.declarations
        var current = owner
        while current >= 0 {
            let declaration = declarations[Int(current)]
            if declaration.genericParameters.contains(name) { return true }
            current = declaration.parent ?? -1
        }
        return false
    }

    /// The top-level types of that name a file sees, generic parameters aside. `imported`: the
    /// modules the file imports, when the caller has them at hand.
    private func visibleTypes(named name: String, from fileIndex: Int, imported: Set<String>? = nil) -> [DeclarationID] {
        guard let candidates = typesByName[name], !localTypeNames[fileIndex].contains(name) else { return [] }
        guard let module = files[fileIndex].module else { return candidates }
        let imported = imported ?? Set(files[fileIndex].source.imports.map(\.module))
        return candidates.filter { candidate in
            guard let other = files[candidate.file].module else { return true }
            return other == module || imported.contains(other)
        }
    }

    /// What an extension extends (computed once per extension, when the project is built).
    public func extendedTypes(of extensionID: DeclarationID) -> [DeclarationID] {
        extendedTypeTable[extensionID.file][extensionID.declaration]
    }

    /// Declarations whose qualified name is `name` (`Outer.Inner`) or, for a simple name, the
    /// visible top-level types: what an extension's `extension Name` extends.
    private func findExtendedTypes(of extensionID: DeclarationID) -> [DeclarationID] {
        let name = declaration(extensionID).name
        let parts = name.split(separator: ".").map(String.init)
        guard let first = parts.first else { return [] }
        let roots = resolve(first, in: extensionID.file, owner: -1)
        guard parts.count > 1 else { return roots }
        return roots.flatMap { root -> [DeclarationID] in
            let prefix = declaration(root).qualifiedName
            let wanted = ([prefix] + parts.dropFirst()).joined(separator: ".")
            return files[root.file].source.declarations.indices
                .map { DeclarationID(file: root.file, declaration: $0) }
                .filter { declaration($0).qualifiedName == wanted && declaration($0).kind.isNominal }
        }
    }

    // MARK: - Roles

    /// The roles of a type declaration (or of an extension, by what it extends), from the conventions.
    public func roles(of id: DeclarationID) -> Set<Role> {
        roleTable[id.file][id.declaration]
    }

    /// Roles of whatever a name resolves to from `file`.
    public func roles(ofName name: String, in file: Int, owner: Int32) -> Set<Role> {
        resolve(name, in: file, owner: owner).reduce(into: Set<Role>()) { $0.formUnion(roles(of: $1)) }
    }
}

/// The role conventions, looked up once: `RoleConventions` hands out a copy of a whole convention
/// (eight arrays) per lookup, and every type of the project asks a dozen of them.
private struct RoleClassifier {
    /// By `Role.ordinal`.
    let conventions: [RoleConvention]
    /// Each role's name patterns, by `Role.ordinal`, compiled.
    let names: [CompiledNamePatterns]
    let dtoNamesInData: CompiledNamePatterns
    let useCaseProtocols: CompiledNamePatterns
    let entityNotNames: CompiledNamePatterns
    /// Role ordinals by folder name, lower-cased as `LayerMatcher.folders(of:)` lower-cases a path.
    let rolesByFolder: [String: [Int]]
    let dataLayer: Int?
    let domainLayer: Int?

    init(_ configuration: Configuration) {
        conventions = Role.allCases.map { configuration.roles[$0] }
        names = conventions.map { CompiledNamePatterns($0.names) }
        dtoNamesInData = CompiledNamePatterns(conventions[Role.dto.ordinal].namesInData)
        useCaseProtocols = CompiledNamePatterns(conventions[Role.useCase.ordinal].protocols)
        entityNotNames = CompiledNamePatterns(conventions[Role.entity.ordinal].notNames)
        var rolesByFolder: [String: [Int]] = [:]
        for (ordinal, convention) in conventions.enumerated() {
            for folder in convention.folders { rolesByFolder[LayerMatcher.lowercased(folder), default: []].append(ordinal) }
        }
        self.rolesByFolder = rolesByFolder
        dataLayer = configuration.layers.firstIndex { $0.name == Project.Convention.data }
        domainLayer = configuration.layers.firstIndex { $0.name == Project.Convention.domain }
    }

    /// Whether a file lies in one of each role's folders, by `Role.ordinal`: one lookup per folder
    /// of its path (`LayerMatcher.folders(of:)`).
    func roleFolders(_ folders: [String]) -> [Bool] {
        var found = [Bool](repeating: false, count: conventions.count)
        for folder in folders {
            for ordinal in rolesByFolder[folder] ?? [] { found[ordinal] = true }
        }
        return found
    }

    /// The roles a type declaration's name, folder, layer and conformances give it.
    func roles(of declaration: Declaration, inLayer layer: Int?, inRoleFolder: [Bool], rolesSoFar: [Set<Role>]) -> Set<Role> {
        var name = declaration.name
        return name.withUTF8 { roles(of: declaration, named: $0, inLayer: layer, inRoleFolder: inRoleFolder, rolesSoFar: rolesSoFar) }
    }

    /// `name`: the declaration's name as UTF-8, got once for the dozen patterns it is matched against.
    private func roles(of declaration: Declaration, named name: UnsafeBufferPointer<UInt8>, inLayer layer: Int?, inRoleFolder: [Bool],
                       rolesSoFar: [Set<Role>]) -> Set<Role> {
        let inData = layer != nil && layer == dataLayer
        let inDomain = layer != nil && layer == domainLayer
        let isProtocol = declaration.kind == .protocol
        // An error type in a Mappers or UseCases folder is not a mapper or a use case.
        let isError = declaration.inherits.contains { $0 == "Error" || $0 == "LocalizedError" }
        func inFolder(_ role: Role) -> Bool {
            !isError && inRoleFolder[role.ordinal]
        }
        func inherits(_ role: Role) -> Bool {
            declaration.inherits.contains { conventions[role.ordinal].inherits.contains($0) }
        }
        func named(_ role: Role) -> Bool { names[role.ordinal].matchesAny(name) }
        var found = Set<Role>()
        if named(.dto) || (inData && dtoNamesInData.matchesAny(name)) || inFolder(.dto) || inherits(.dto) {
            found.insert(.dto)
        }
        if let parent = declaration.parent, rolesSoFar[Int(parent)].contains(.dto) {
            found.insert(.dto)  // PokemonDTO.TypeSlot is part of the DTO
        }
        if named(.mapper) || inFolder(.mapper) { found.insert(.mapper) }
        if !isProtocol, named(.useCase) || inFolder(.useCase) || declaration.inherits.contains(where: useCaseProtocols.matchesAny) {
            found.insert(.useCase)
        }
        let repositoryNames = names[Role.repositoryProtocol.ordinal]
        if isProtocol, repositoryNames.matchesAny(name) { found.insert(.repositoryProtocol) }
        if !isProtocol, declaration.kind != .extension,
           named(.repositoryImplementation)
            || (inData && (repositoryNames.matchesAny(name) || declaration.inherits.contains(where: repositoryNames.matchesAny))) {
            found.insert(.repositoryImplementation)
        }
        if named(.dataSource) { found.insert(.dataSource) }
        if named(.viewModel) { found.insert(.viewModel) }
        if !isProtocol, named(.view) || inherits(.view) { found.insert(.view) }
        if inDomain, found.isEmpty, declaration.kind.isNominal, !isProtocol, !isError, !entityNotNames.matchesAny(name) {
            found.insert(.entity)
        }
        return found
    }
}

/// Finds the layer of a path. Nearly every layer glob has the shape `**/Name/**`, which matches
/// where a folder of the path is called Name: those are one dictionary lookup per folder of the
/// path; other globs are matched segment by segment (`Glob.matchDepth`).
struct LayerMatcher {
    private let layers: [LayerDefinition]
    /// Lower-cased folder name -> the layers that have a `**/Name/**` glob for it.
    private let layersByFolder: [String: [Int]]
    /// Every other glob, with its layer.
    private let otherGlobs: [(layer: Int, glob: Glob)]

    init(_ configuration: Configuration) {
        layers = configuration.layers
        var layersByFolder: [String: [Int]] = [:]
        var otherGlobs: [(layer: Int, glob: Glob)] = []
        for (index, layer) in configuration.layers.enumerated() {
            for glob in layer.paths {
                if let folder = glob.literalFolderAnywhere {
                    layersByFolder[String(decoding: folder, as: UTF8.self), default: []].append(index)
                } else {
                    otherGlobs.append((index, glob))
                }
            }
        }
        self.layersByFolder = layersByFolder
        self.otherGlobs = otherGlobs
    }

    /// `folders`: `LayerMatcher.folders(of: path)`, when the caller has them.
    func layer(forPath path: String, folders: [String]? = nil, nestingOnly: Bool = false) -> Int? {
        // Per layer, the depth of the deepest path segment one of its globs matched (-1: none).
        var best = [Int](repeating: -1, count: layers.count)
        for (depth, folder) in (folders ?? LayerMatcher.folders(of: path)).enumerated() {
            for layer in layersByFolder[folder] ?? [] { best[layer] = max(best[layer], depth) }
        }
        if !otherGlobs.isEmpty {
            let segments = Glob.segments(of: path)
            for (layer, glob) in otherGlobs {
                if let depth = glob.matchDepth(segments) { best[layer] = max(best[layer], depth) }
            }
        }
        var matches: [(layer: Int, depth: Int)] = []
        for (index, layer) in layers.enumerated() where best[index] >= 0 && (layer.withinOtherLayers || !nestingOnly) {
            matches.append((index, best[index]))
        }
        guard !matches.isEmpty else { return nil }
        let shallowest = matches.map(\.depth).min()!
        let eligible = matches.filter { match in
            layers[match.layer].withinOtherLayers || match.depth == shallowest
                || !matches.contains { $0.layer != match.layer && $0.depth < match.depth }
        }
        return eligible.max { ($0.depth, -$0.layer) < ($1.depth, -$1.layer) }?.layer
    }

    /// The folders of a path (every segment but the last, none empty), ASCII letters lower-cased
    /// unless `keepingCase`: most are short enough to be `String`s that allocate nothing.
    static func folders(of path: String, keepingCase: Bool = false) -> [String] {
        var folders: [String] = []
        var path = path
        path.withUTF8 { bytes in
            var start = 0
            for index in bytes.indices where bytes[index] == ASCII.slash {
                if index > start {
                    let folder = UnsafeBufferPointer(rebasing: bytes[start..<index])
                    folders.append(keepingCase ? String(decoding: folder, as: UTF8.self) : lowercased(folder))
                }
                start = index + 1
            }
        }
        return folders
    }

    static func lowercased(_ text: String) -> String {
        var text = text
        return text.withUTF8 { lowercased($0) }
    }

    private static func lowercased(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            for index in bytes.indices { buffer[index] = Glob.lowercased(bytes[index]) }
            return bytes.count
        }
    }
}
