import ArchlintScan

/// The project as the rules see it: every scanned file with its layer and module, an index of the
/// types it declares, and the role of each type.
public final class Project {
    /// A class for the same reason as `SourceFile`: rules read `files[i]` in their inner loops.
    public final class File {
        public let source: SourceFile
        /// The path the layer globs are matched against: relative to the project root.
        public let projectPath: String
        /// Index into `Configuration.layers`.
        package let layer: Int?
        /// The module (SwiftPM or Xcode target) that compiles the file.
        public let module: String?
        /// Why the file is in its layer.
        package let evidence: LayerEvidence
        /// Token ranges of preview code (`CompositionRoot.previews`): wiring, not dependencies.
        @usableFromInline package let previews: [Range<Int>]
        /// The stand-in for the classes Xcode generates from a Core Data model (`CoreDataModel`),
        /// at the model's `contents`: its types are known to the project like any other, but it is
        /// no Swift file, so it has no findings and is not counted among the Swift files.
        package let isGenerated: Bool

        init(source: SourceFile, projectPath: String, layer: Int?, module: String?, evidence: LayerEvidence, previews: [Range<Int>],
             isGenerated: Bool = false) {
            self.source = source
            self.projectPath = projectPath
            self.layer = layer
            self.module = module
            self.evidence = evidence
            self.previews = previews
            self.isGenerated = isGenerated
        }

        /// The same file in another layer or module, for another reason.
        func placed(in layer: Int?, module: String?, evidence: LayerEvidence) -> File {
            File(source: source, projectPath: projectPath, layer: layer, module: module, evidence: evidence, previews: previews, isGenerated: isGenerated)
        }

        /// Whether a reference stands in preview code, which builds sample objects from every
        /// layer on purpose and is never judged for dependency direction.
        @inlinable package func isInPreview(_ reference: Reference) -> Bool {
            previews.contains { $0.contains(Int(reference.token)) }
        }
    }

    /// One declaration: file index and declaration index within it.
    public struct DeclarationID: Hashable, Comparable {
        /// Index into `Project.files`.
        public let file: Int
        /// Index into that file's `SourceFile.declarations`.
        public let declaration: Int

        public init(file: Int, declaration: Int) {
            self.file = file
            self.declaration = declaration
        }

        /// In the order of the files, then of the declarations in a file (a library user's sort).
        public static func < (lhs: DeclarationID, rhs: DeclarationID) -> Bool {
            (lhs.file, lhs.declaration) < (rhs.file, rhs.declaration)
        }
    }

    package let configuration: Configuration
    /// What the build files point to that is not there (`BuildFiles.Found.warnings`): warned about,
    /// never an error.
    package var inputWarnings: [String] = []
    /// Written once more at the end of `init`, where a file that wires the layers becomes the
    /// composition root; only read after, from every thread.
    @exclusivity(unchecked) public private(set) var files: [File]
    /// `files` index by reported path.
    package let fileIndex: [String: Int]
    /// The files whose code took them out of the layer their folder gave (a use case in
    /// `Data/UseCases/`): that folder and its layer, by file index. Where a thing is filed is a
    /// finding of its own (`use_case_location`); what it depends on is judged in its own layer.
    package private(set) var filedUnder: [Int: (folder: String, layer: Int)] = [:]
    package let manifests: [PackageManifest]
    /// Every module the manifests and Xcode projects declare, with its layer and why.
    package let modules: [(module: BuildModule, layer: Int?, evidence: LayerEvidence)]
    /// Module name -> layer index (nil: a module in no layer); the first module of a name wins.
    package let moduleLayers: [String: Int?]
    /// The names of the project's own modules: those the build files declare and those that compile
    /// a linted file. `Domain.User` is looked up in module `Domain` when it is one of them.
    let projectModules: Set<String>
    /// Top-level types and typealiases visible beyond their file, by simple name.
    package let typesByName: [String: [DeclarationID]]
    /// Extensions by the extended type's last name component.
    package let extensionsByName: [String: [DeclarationID]]
    /// Per file: what its tokens say for the extension members (`ExtensionMembers.FileFacts`).
    let memberFacts: [ExtensionMembers.FileFacts]
    /// `Configuration.allows` for every pair of layer indices.
    private let layerAllows: LayerPermissions
    /// Per file: the names of its private types and of every nested type, and of the types nested in
    /// any declaration or extension (in any file) of a type it declares or extends: they shadow
    /// project-wide names there (`CityDetails` inside `extension Store` is `Store.CityDetails`).
    let localTypeNames: [Set<String>]

    /// Roles of every declaration by file and declaration index (empty for members that are no type).
    @exclusivity(unchecked) private var roleTable: [[Set<Role>]]
    /// The role conventions, to say why a type has its roles (`roleEvidence`).
    let classifier: RoleClassifier
    // The two tables below are computed from the project itself, so written once at the end of
    // `init`, and only read after, from every thread: the runtime's exclusivity check on each
    // read would be pure cost.
    /// Per file, per declaration: for an extension, the types it extends (empty otherwise).
    @exclusivity(unchecked) private(set) var extendedTypeTable: [[[DeclarationID]]] = []
    /// Per file, per name it references (`SourceFile.names`): the types visible under that name
    /// from the file, before generic parameters shadow any.
    @exclusivity(unchecked) @usableFromInline private(set) var resolvedNames: [[[DeclarationID]]] = []

    /// A scanned file and where it lies: `projectPath` for the layer globs, `location` (absolute
    /// in the CLI, as given in tests) to find the SwiftPM target whose folder holds it.
    package struct Input {
        var source: SourceFile
        var projectPath: String
        var location: String
        /// `File.isGenerated`: the stand-in of a Core Data model's classes.
        var isGenerated: Bool

        package init(source: SourceFile, projectPath: String, location: String? = nil, isGenerated: Bool = false) {
            self.source = source
            self.projectPath = projectPath
            self.location = location ?? projectPath
            self.isGenerated = isGenerated
        }
    }

    /// What `Indexer.index` finds in one file alone; the project merges them.
    package struct IndexedFile {
        package let file: File
        /// Names of its private and nested types, which shadow project-wide names in the file.
        let local: Set<String>
        /// Its top-level types and typealiases visible beyond it, by name, with their declaration index.
        let exported: [(name: String, declaration: Int)]
        /// Its extensions, by the extended type's last name component.
        let extensions: [(name: String, declaration: Int)]
        /// What its tokens say for the extension members, read while they are at hand.
        let memberFacts: ExtensionMembers.FileFacts
        /// The roles of each of its declarations.
        let roles: [Set<Role>]
        /// Index into the indexer's modules.
        let module: Int?
        /// What its code says of its layer (`ContentSignal.of`), for a file no name placed.
        let signal: ContentSignal?
        /// `ContentSignal.extendedNames`, for a file no name placed.
        let extended: [String]?
        /// The Xcode project whose folder holds the file while none of its targets lists it.
        let uncompiledIn: String?
        /// `ContentSignal.isTool`, `ContentSignal.registersLiveDependencies`: found here, on every
        /// core, rather than in the one serial step that merges the files.
        let isTool: Bool
        let registersDependencies: Bool
    }

    /// Everything about a file that depends on the file alone (its layer, module, declared names
    /// and the roles of its types), worked out where the file was just scanned, on that core, while
    /// its declarations are still in the cache; `Project.init(indexed:)` merges the results.
    package struct Indexer {
        let configuration: Configuration
        let manifests: [PackageManifest]
        let moduleMap: ModuleMap
        /// Per module (as `moduleMap.modules`): its layer and why.
        let moduleLayers: [(layer: Int?, evidence: LayerEvidence)]
        /// Per module: the folder all its files lie in (`ModuleMap.commonFolder`), found once
        /// rather than per file, since an Xcode target may list thousands of files.
        private let moduleFolders: [String?]
        /// The layer a composition-root file goes to.
        let rootLayer: Int?
        private let configuredMatcher: LayerMatcher
        private let layerMatcher: LayerMatcher
        var classifier: RoleClassifier
        /// The folders of the Xcode projects whose targets list their files one by one, with the
        /// project file: a Swift file there that no target lists is not compiled.
        private let listingProjects: [(folder: String, project: String)]
        /// The composition root's type names (`LayerDefinition.typeNames`).
        private let containerNames: [NamePattern]
        /// The folder names of the toolbox's `**/Name/**` globs, lower-cased (`helpers`, `utils`).
        let toolboxFolders: Set<String>

        /// `modules`: every module the manifests and Xcode projects declare; `roots`: the folders
        /// module folders are seen from (absolute in the CLI, none when paths are relative).
        package init(modules: [BuildModule], manifests: [PackageManifest] = [], configuration: Configuration, roots: ProjectRoots = ProjectRoots(projects: [])) {
            self.configuration = configuration
            self.manifests = manifests
            let moduleMap = ModuleMap(modules)
            let configuredMatcher = LayerMatcher(configuration, configuredOnly: true)
            let layerMatcher = LayerMatcher(configuration)
            rootLayer = configuration.layers.firstIndex { $0.kind == .compositionRoot && $0.mainEntry }
                ?? configuration.layers.firstIndex { $0.kind == .compositionRoot }
            let moduleFolders = modules.map(ModuleMap.commonFolder(of:))
            let words = LayerWords(configuration)
            var moduleLayers = zip(modules, moduleFolders).map { module, folder in
                Indexer.layer(of: module, folder: folder, configuration: configuration, matcher: layerMatcher, words: words, roots: roots)
            }
            // A module that only its folder or name puts in the toolbox, but that depends on
            // modules of the rings (Hackers' `Shared` on Domain and Data), is no toolbox: it gets no
            // layer; nor is an app target (a multiplatform app's `Shared/` holds the whole app).
            let layerByName = Dictionary(zip(modules, moduleLayers).map { ($0.name, $1.layer) }, uniquingKeysWith: { first, _ in first })
            for (index, module) in modules.enumerated() {
                guard let layer = moduleLayers[index].layer, configuration.layers[layer].kind == .core else { continue }
                switch moduleLayers[index].evidence {
                case .moduleLocation, .moduleName:
                    let rings = module.dependencies.compactMap { layerByName[$0.name] ?? nil }
                        .filter { [.domain, .data, .presentation].contains(configuration.layers[$0].kind) }
                    if module.kind == .application || !rings.isEmpty { moduleLayers[index] = (nil, .none) }
                default:
                    break
                }
            }
            self.moduleLayers = moduleLayers
            self.moduleFolders = moduleFolders
            var listingProjects: [(folder: String, project: String)] = []
            for module in modules where module.origin == .xcode && module.kind != .test && !module.files.isEmpty {
                listingProjects.append((Indexer.buildFolder(of: module), module.declaredIn))
            }
            self.listingProjects = listingProjects
            containerNames = configuration.layers.filter { $0.kind == .compositionRoot }.flatMap(\.typeNames)
            toolboxFolders = Set(configuration.layers.filter { $0.kind == .core }.flatMap(\.globFolderNames))
            self.moduleMap = moduleMap
            self.configuredMatcher = configuredMatcher
            self.layerMatcher = layerMatcher
            classifier = RoleClassifier(configuration)
        }

        /// A module's own layer, from the strongest evidence: the configuration's module patterns,
        /// then where its files lie, then (for a library) its name. Tests and build tools have none.
        private static func layer(of module: BuildModule, folder: String?, configuration: Configuration, matcher: LayerMatcher,
                                  words: LayerWords, roots: ProjectRoots) -> (layer: Int?, evidence: LayerEvidence) {
            guard module.kind != .test, module.kind != .tool else { return (nil, .none) }
            for (index, layer) in configuration.layers.enumerated() {
                if let pattern = layer.configuredModules.first(where: { $0.matches(module.name) }) {
                    return (index, .configuredModule(module: module.name, pattern: pattern.pattern))
                }
            }
            // The folders inside the package or Xcode project first: a package folder named Core or
            // App above the targets says less about a target than its own name (`CatalogPresentation`).
            if let folder, let match = matcher.match(relative(folder, to: buildFolder(of: module)) + "/") {
                return (match.layer, .moduleLocation(module: module.name, folder: folder))
            }
            // A name with one layer's words; a name with two says nothing (`CatalogDomainCore`).
            if module.kind == .library {
                let named = words.layers(of: module.name)
                if named.count == 1 { return (named[0].layer, .moduleName(module: module.name, word: named[0].word)) }
            }
            // Only the folders inside the project: a local package outside it is placed by its own.
            if let folder, let inside = roots.isEmpty ? folder : roots.relative(folder), let match = matcher.match(inside + "/") {
                return (match.layer, .moduleLocation(module: module.name, folder: folder))
            }
            return (nil, .none)
        }

        /// The folder of the package or Xcode project that declares the module.
        private static func buildFolder(of module: BuildModule) -> String {
            var parts = module.declaredIn.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            if parts.last?.hasSuffix(".xcodeproj") == true { parts = parts.dropLast() }
            return parts.joined(separator: "/")
        }

        /// `path` seen from the folder `root`: itself when outside it or when `root` is none (a
        /// manifest at the file system's root), `.` for the folder itself.
        static func relative(_ path: String, to root: String) -> String {
            guard !root.isEmpty else { return path }
            if path == root { return "." }
            return ModuleMap.isWithin(path, root) ? String(path.dropFirst(root.count + (root.hasSuffix("/") ? 0 : 1))) : path
        }

        /// Whether a file at `location` is compiled only by test targets: it is left out of the lint.
        package func isTest(_ location: String) -> Bool {
            moduleMap.module(containing: location).map { moduleMap.modules[$0].kind == .test } ?? false
        }

        /// The file's layer from the strongest evidence (docs/how-archlint-sees-a-project.md, "3. Layers").
        func layer(of input: Input, folders: [String]) -> (layer: Int?, module: Int?, evidence: LayerEvidence) {
            let moduleIndex = moduleMap.module(containing: input.location)
            // A library is no app: a scene delegate a design-system package declares tracks windows for the screens.
            if let rootLayer, moduleIndex.map({ moduleMap.modules[$0].kind != .library }) ?? true,
               let reason = CompositionRoot.entryPoint(in: input.source) { return (rootLayer, moduleIndex, .compositionRoot(reason)) }
            if let match = configuredMatcher.match(input.projectPath) { return (match.layer, moduleIndex, .configuredPath(match.glob.pattern)) }
            guard let moduleIndex else {
                guard let match = layerMatcher.match(input.projectPath, folders: folders) else { return (nil, nil, .none) }
                return (match.layer, nil, .folder(LayerMatcher.prefix(of: input.projectPath, folders: match.depth + 1), glob: match.glob.pattern))
            }
            let module = moduleMap.modules[moduleIndex]
            let own = moduleLayers[moduleIndex]
            if module.holdsNoLayer { return (nil, moduleIndex, .none) }
            if case .configuredModule = own.evidence { return (own.layer, moduleIndex, own.evidence) }
            // Layer folders inside the module: inside a module that has a layer, only folders that
            // start a layer inside another's count (a `Utils` folder of a Domain target is Domain's).
            // A target whose files share no folder (an Xcode target listing `Domain/` and `Data/`
            // at the project's top) is seen from its project's folder.
            let base = module.folders.first { ModuleMap.isWithin(input.location, $0) } ?? moduleFolders[moduleIndex] ?? Self.buildFolder(of: module)
            if let inner = base.isEmpty ? input.location : input.location.hasPrefix(base + "/") ? String(input.location.dropFirst(base.count + 1)) : nil {
                // Only an app target is laid out by layer folders of every name; a library
                // module's `Utils/` is that module's own, its `Core/` is Core, and so is an app
                // extension's (a widget's `Shared/` holds the widget's own providers and views).
                let scope: LayerMatcher.Scope = own.layer != nil ? .nesting
                    : module.kind == .application && !module.isAppExtension ? .every : .nestingOrLayerName
                if let match = layerMatcher.match(inner, scope: scope) {
                    let outer = input.projectPath.hasSuffix(inner) ? String(input.projectPath.dropLast(inner.count)) : ""
                    return (match.layer, moduleIndex, .folder(outer + LayerMatcher.prefix(of: inner, folders: match.depth + 1), glob: match.glob.pattern))
                }
            }
            if own.layer != nil { return (own.layer, moduleIndex, own.evidence) }
            // An app target's own folders: its shell, judged by the rules that look at roles only.
            if module.kind == .application { return (nil, moduleIndex, .applicationTarget(module.name)) }
            return (nil, moduleIndex, .none)
        }

        /// One file's part of the index; it only reads, so any thread may call it.
        package func index(_ input: Input) -> IndexedFile {
            let source = input.source, projectPath = input.projectPath
            let folders = LayerMatcher.folders(of: projectPath)
            let (layer, module, evidence) = self.layer(of: input, folders: folders)
            var placedByConfiguration = false
            if case .configuredPath = evidence { placedByConfiguration = true }
            // A target lists a model as a resource, not among its Swift files: it is compiled where it lies.
            let uncompiledIn = module == nil && !placedByConfiguration && !input.isGenerated
                ? listingProjects.first { ModuleMap.isWithin(input.location, $0.folder) }?.project : nil

            var local = Set<String>()
            var exported: [(name: String, declaration: Int)] = []
            var extensions: [(name: String, declaration: Int)] = []
            for (index, declaration) in source.declarations.enumerated() {
                if declaration.kind == .extension {
                    extensions.append((Project.lastComponent(declaration.name), index))
                } else if declaration.kind.isNominal || declaration.kind == .typealias {
                    if declaration.parent != nil || declaration.access <= .fileprivate {
                        local.insert(declaration.name)
                    } else {
                        exported.append((declaration.name, index))
                    }
                }
            }
            let roles = roles(of: source, inLayer: layer, folders: folders)
            // What its code says is read only for a file the inference may place or move: one no
            // name placed, one of the toolbox, one a feature's folder placed, one in a folder of
            // Data's work inside a module of another layer, one a module's name placed (the
            // name may name a feature whose folders hold its layers).
            let open: Bool
            switch evidence {
            case .none, .applicationTarget, .moduleName: open = true
            case let .folder(_, glob):
                // A toolbox folder placed it when it is in the toolbox: the built-in toolbox globs
                // are all `**/Name/**` (a configured glob gives `.configuredPath`).
                open = LayerInference.isFeatureFolderGlob(glob)
                    || folders.contains { LayerInference.domainRoleFolders.contains($0) || LayerInference.modelFolders.contains($0)
                        || toolboxFolders.contains($0) }
            case .moduleLocation:
                open = isToolbox(layer) || folders.suffix(3).contains(where: LayerInference.dataFolderNames.contains)
            default: open = isToolbox(layer)
            }
            return IndexedFile(file: File(source: source, projectPath: projectPath, layer: layer, module: module.map { moduleMap.modules[$0].name },
                                          evidence: evidence, previews: CompositionRoot.previews(in: source, projectPath: projectPath, folders: folders),
                                          isGenerated: input.isGenerated),
                               local: local, exported: exported, extensions: extensions, memberFacts: ExtensionMembers.FileFacts(source),
                               roles: roles, module: module,
                               signal: open ? signal(of: source, roles: roles) : nil,
                               extended: open ? ContentSignal.extendedNames(in: source) : nil, uncompiledIn: uncompiledIn,
                               isTool: ContentSignal.isTool(source), registersDependencies: ContentSignal.registersLiveDependencies(source))
        }

        private func signal(of source: SourceFile, roles: [Set<Role>]) -> ContentSignal? {
            ContentSignal.of(source, roles: roles, containerNames: containerNames, errorProtocols: classifier.errorProtocols)
        }

        /// A file indexed again once the project turns out to mean its own `Error` by the name
        /// (`RoleClassifier.errorProtocols`): its roles, and what its code says of its layer.
        func reclassified(_ indexed: IndexedFile) -> IndexedFile {
            let file = indexed.file
            let roles = roles(of: file.source, inLayer: file.layer, folders: LayerMatcher.folders(of: file.projectPath))
            var signal = indexed.signal
            if signal != nil, case let .success(read) = file.source.withText({ self.signal(of: file.source, roles: roles) }) { signal = read }
            return IndexedFile(file: file, local: indexed.local, exported: indexed.exported, extensions: indexed.extensions,
                               memberFacts: indexed.memberFacts, roles: roles,
                               module: indexed.module, signal: signal, extended: indexed.extended, uncompiledIn: indexed.uncompiledIn,
                               isTool: indexed.isTool, registersDependencies: indexed.registersDependencies)
        }

        private func isToolbox(_ layer: Int?) -> Bool {
            layer.map { configuration.layers[$0].kind == .core } ?? false
        }

        /// The roles of each of a file's declarations (recomputed when the file turns out to be the composition root).
        func roles(of source: SourceFile, inLayer layer: Int?, folders: [String]) -> [Set<Role>] {
            let inRoleFolder = classifier.roleFolders(folders)
            var roles: [Set<Role>] = []
            roles.reserveCapacity(source.declarations.count)
            for declaration in source.declarations {
                // Parents come before the types nested in them, so a nested type reads its parent's roles.
                roles.append(declaration.kind.isType
                    ? classifier.roles(of: declaration, inLayer: layer, inRoleFolder: inRoleFolder, rolesSoFar: roles)
                    : [])
            }
            return roles
        }
    }

    package convenience init(files sources: [Input], modules: [BuildModule], manifests: [PackageManifest] = [], configuration: Configuration) {
        let indexer = Indexer(modules: modules, manifests: manifests, configuration: configuration)
        self.init(indexed: sources.parallelMap(indexer.index), by: indexer)
    }

    /// The project from every file's part of the index (`Indexer.index`), in the order of `indexed`.
    /// `timings` gets its three steps: merging the files' parts, resolving names, the composition root.
    package init(indexed perFile: [IndexedFile], by indexer: Indexer, timings: Timings? = nil) {
        // A project that declares its own `Error` means it by the name: the files with types that
        // conform to it, classified as they were scanned, are classified again.
        var perFile = perFile, indexer = indexer
        indexer.classifier.errorProtocols = Project.errorProtocols(declaredIn: perFile.lazy.map(\.file.source))
        let shadowed = Frameworks.errorProtocols.subtracting(indexer.classifier.errorProtocols)
        if !shadowed.isEmpty {
            for (index, file) in perFile.enumerated()
            where file.file.source.declarations.contains(where: { $0.inherits.contains(where: shadowed.contains) }) {
                perFile[index] = indexer.reclassified(file)
            }
        }
        let configuration = indexer.configuration
        self.configuration = configuration
        classifier = indexer.classifier
        manifests = indexer.manifests
        // A module of a build file above the linted folders counts only if it compiles a linted
        // file, one imports it, or a module that counts depends on it (by its name or a product's):
        // the repository's other packages are not this project.
        var files = perFile.map(\.file)
        var roleTable = perFile.map(\.roles)
        // The files and modules no name placed, by what their code does.
        var moduleLayerTable = indexer.moduleLayers
        if indexer.configuration.infersLayers {
            // The files that declare the types a file of extensions only extends, for those names only.
            let extendedNames = Set(perFile.lazy.compactMap(\.extended).joined())
            var typeFiles: [String: [Int]] = [:]
            if !extendedNames.isEmpty {
                for (fileIndex, file) in perFile.enumerated() {
                    for (name, _) in file.exported where extendedNames.contains(name) { typeFiles[name, default: []].append(fileIndex) }
                }
            }
            // A project whose targets list less than a quarter of the files beside them was read
            // wrong, or compiles its files some other way: nothing is called uncompiled there.
            var listed: [String: Int] = [:], unlisted: [String: Int] = [:]
            let declaredIn = Dictionary(indexer.moduleMap.modules.map { ($0.name, $0.declaredIn) }, uniquingKeysWith: { first, _ in first })
            for file in perFile {
                if let project = file.uncompiledIn { unlisted[project, default: 0] += 1 }
                if let module = file.file.module, let project = declaredIn[module] { listed[project, default: 0] += 1 }
            }
            for (index, file) in perFile.enumerated() {
                guard let project = file.uncompiledIn, unlisted[project, default: 0] <= 3 * listed[project, default: 0] else { continue }
                files[index] = file.file.placed(in: nil, module: nil, evidence: .notCompiled(project: project))
            }
            // A Data type made a DTO by an extension (`extension Post: Decodable`) is no entity of a models folder.
            var serializedByExtension = Set<String>()
            var dataKeepsDTOs = false
            for (index, file) in perFile.enumerated() where files[index].layer.map({ configuration.layers[$0].kind == .data }) == true {
                for (declaration, roles) in zip(file.file.source.declarations, roleTable[index]) where roles.contains(.dto) {
                    if declaration.kind == .extension { serializedByExtension.insert(Project.lastComponent(declaration.name)) } else { dataKeepsDTOs = true }
                }
            }
            let inference = LayerInference(configuration: configuration, modules: indexer.moduleMap.modules, moduleLayers: indexer.moduleLayers,
                                           dataKeepsDTOs: dataKeepsDTOs)
            // A view in a toolbox folder that shows the rings' types (a `CharacterCellView` in
            // `Common/Components/`) is a screen's part: which of them name a ring's type.
            let ringKinds: Set<LayerKind> = [.domain, .data, .presentation]
            let isRing = { (layer: Int?) in layer.flatMap { configuration.layers[$0].kind }.map(ringKinds.contains) ?? false }
            let toolboxViews = perFile.indices.filter { index in
                guard let signal = perFile[index].signal, signal.view,
                      let layer = files[index].layer, configuration.layers[layer].kind == .core, case .folder = files[index].evidence else { return false }
                return true
            }
            // A library the composition root's name or folder placed (`Di/`) whose code names no type
            // of the rings is a generic injection toolkit (a resolver, an `@Inject` wrapper): the
            // toolbox every layer may use, not the root that wires the app.
            let rootLayerIndex = configuration.layers.firstIndex { $0.kind == .compositionRoot }
            let genericRootModules = indexer.moduleMap.modules.indices.filter { module in
                guard indexer.moduleMap.modules[module].kind == .library, let root = rootLayerIndex, moduleLayerTable[module].layer == root else { return false }
                switch moduleLayerTable[module].evidence {
                case .moduleLocation, .moduleName: return true
                default: return false
                }
            }
            var ringTypeNames: Set<String> = []
            if !toolboxViews.isEmpty || !genericRootModules.isEmpty {
                for (index, file) in perFile.enumerated() where isRing(files[index].layer) { ringTypeNames.formUnion(file.exported.lazy.map(\.name)) }
            }
            if let core = configuration.layers.firstIndex(where: { $0.kind == .core }) {
                for module in genericRootModules {
                    let members = perFile.indices.filter { perFile[$0].module == module }
                    guard !members.isEmpty, members.allSatisfy({ ringTypeNames.isDisjoint(with: perFile[$0].file.source.names) }) else { continue }
                    let evidence = LayerEvidence.moduleContent(module: indexer.moduleMap.modules[module].name,
                                                               reason: "its code names no type of the Domain, Data or Presentation: an injection toolkit")
                    moduleLayerTable[module] = (core, evidence)
                    for index in members where files[index].layer == rootLayerIndex {
                        files[index] = files[index].placed(in: core, module: files[index].module, evidence: evidence)
                        roleTable[index] = indexer.roles(of: files[index].source, inLayer: core, folders: LayerMatcher.folders(of: files[index].projectPath))
                    }
                }
            }
            let toolboxViewsNamingRings = Set(toolboxViews.filter { !ringTypeNames.isDisjoint(with: perFile[$0].file.source.names) })
            // Errors or constants no name placed (`Application/AppError.swift`) that code of the rings
            // names are shared, whatever the files beside them are; so are the helpers in a toolbox
            // folder inside a ring's folder (`data/helpers/Observable.swift`) whose code says no layer
            // strongly and that another ring's code names.
            let toolboxFolders = indexer.toolboxFolders
            let sharedByRings = Set(perFile.indices.filter { index in
                let signal = perFile[index].signal
                let isLoose = files[index].layer == nil && signal?.kind == .core
                var isRingHelper = false
                if case let .folder(folder, _) = files[index].evidence, isRing(files[index].layer), signal?.strength != .strong {
                    isRingHelper = LayerMatcher.folders(of: String(files[index].projectPath.dropFirst(folder.count))).contains(where: toolboxFolders.contains)
                }
                guard isLoose || isRingHelper else { return false }
                let declared = Set(perFile[index].exported.lazy.map(\.name))
                return perFile.indices.contains { other in
                    // Code of another layer than the file's own: a loose file is in none, a ring's
                    // helper in its ring (never its own namer).
                    isRing(files[other].layer) && files[other].layer != files[index].layer
                        && !declared.isDisjoint(with: perFile[other].file.source.names)
                }
            })
            let inputs = zip(perFile, files).enumerated().map { index, pair in
                LayerInference.Input(path: pair.1.projectPath, evidence: pair.1.evidence, layer: pair.1.layer,
                                     module: pair.0.module, signal: pair.0.signal, extended: pair.0.extended,
                                     isTool: pair.0.isTool, registersDependencies: pair.0.registersDependencies,
                                     namesRingTypes: toolboxViewsNamingRings.contains(index), sharedByRings: sharedByRings.contains(index),
                                     serializedElsewhere: pair.0.exported.contains { serializedByExtension.contains($0.name) })
            }
            let (decidedFiles, decidedModules) = inference.decide(inputs, typeFiles: typeFiles)
            for (index, decision) in decidedFiles {
                let file = files[index]
                // A feature's folder holds every layer's parts (a VIPER scene's interactor): no filing.
                if case let .folder(folder, glob) = file.evidence, let layer = file.layer, !LayerInference.isFeatureFolderGlob(glob) {
                    filedUnder[index] = (folder, layer)
                }
                files[index] = file.placed(in: decision.layer, module: file.module, evidence: decision.evidence)
                roleTable[index] = indexer.roles(of: file.source, inLayer: decision.layer, folders: LayerMatcher.folders(of: file.projectPath))
            }
            for (module, decision) in decidedModules { moduleLayerTable[module] = (decision.layer, decision.evidence) }
            // Build manifests and macro plugins are the build's code, whatever folder holds them or
            // their code said: their roles are read for no layer.
            for (index, input) in inputs.enumerated() where input.isTool {
                if case .configuredPath = input.evidence { continue }
                files[index] = files[index].placed(in: nil, module: files[index].module, evidence: .buildTool)
                roleTable[index] = indexer.roles(of: files[index].source, inLayer: nil, folders: LayerMatcher.folders(of: files[index].projectPath))
            }
        }
        timings?.mark("place files by their code")
        var used = Set(files.compactMap(\.module))
        for file in files { used.formUnion(file.source.imports.lazy.map(\.module)) }
        let declared = indexer.moduleMap.modules
        for module in declared where module.isLinted || used.contains(module.name) {
            for dependency in module.dependencies {
                used.insert(dependency.name)
                for manifest in indexer.manifests { used.formUnion(manifest.products[dependency.name] ?? []) }
            }
        }
        modules = zip(declared, moduleLayerTable).filter { $0.0.isLinted || used.contains($0.0.name) }
            .map { ($0, $1.layer, $1.evidence) }
        var moduleLayers: [String: Int?] = [:]
        for (module, layer, _) in modules where module.kind != .test && moduleLayers[module.name] == nil { moduleLayers[module.name] = .some(layer) }
        self.moduleLayers = moduleLayers
        projectModules = Set(moduleLayers.keys).union(files.lazy.compactMap(\.module))
        layerAllows = configuration.permissions
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
        memberFacts = perFile.map(\.memberFacts)
        // Nested types by the last name of what they are nested in; per file the shadowing is
        // file-wide, as for its own nested types: a name is rather left unresolved than guessed.
        var nestedByOuter: [String: Set<String>] = [:]
        for file in files {
            let declarations = file.source.declarations
            for declaration in declarations where declaration.kind.isNominal || declaration.kind == .typealias {
                guard let parent = declaration.parent else { continue }
                nestedByOuter[Project.lastComponent(declarations[Int(parent)].name), default: []].insert(declaration.name)
            }
        }
        localTypeNames = perFile.indices.parallelMap { fileIndex in
            var local = perFile[fileIndex].local
            for declaration in files[fileIndex].source.declarations where declaration.parent == nil
                && (declaration.kind.isNominal || declaration.kind == .extension) {
                if let nested = nestedByOuter[Project.lastComponent(declaration.name)] { local.formUnion(nested) }
            }
            return local
        }
        self.roleTable = roleTable
        timings?.mark("merge the files' indexes")

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
        findDTOsByWhatTheyDo()
        findViewsByInheritance()
        findRepositoriesByAdoption()
        findDataSourcesByWhatTheyDo()
        findUseCasesByShape()
        timings?.mark("resolve names and extensions")
        defer { timings?.mark("find the composition root") }

        // A file that wires the layers is the composition root wherever it lies, unless the
        // project's configuration placed it; the roles its types had in its folder's layer go.
        guard let rootLayer = indexer.rootLayer else { return }
        let wiring = CompositionRoot.Wiring(configuration)
        let appTargets = Set(modules.filter { $0.module.kind == .application && !$0.module.isAppExtension }.map(\.module.name))
        // A type of any name wires in a file no name placed (its code or nothing did); a name
        // that placed a file outranks that weak evidence.
        let placedByName = files.map { file -> Bool in
            switch file.evidence {
            case .none, .applicationTarget: return false
            default: return !file.evidence.isInferred
            }
        }
        // The files whose types code of the rings names: a root that a screen or a repository
        // uses would turn every such use into a finding, so only a type named like a container is
        // the root there. Found only when a file may be a root of any name.
        let ringKinds: Set<LayerKind> = [.domain, .data, .presentation]
        var namedByRings = Set<Int>()
        if placedByName.contains(false) || !appTargets.isEmpty {
            for (fileIndex, names) in resolvedNames.enumerated() {
                guard let layer = files[fileIndex].layer, let kind = configuration.layers[layer].kind, ringKinds.contains(kind) else { continue }
                for candidates in names {
                    for candidate in candidates where candidate.file != fileIndex { namedByRings.insert(candidate.file) }
                }
            }
        }
        // A wiring folder (`DI/`) inside another layer's folder starts no layer, but what in it
        // wires is the root whatever its name (`Injection`, a Needle `DataComponent`).
        let wiringFolders = Set(configuration.layers.filter { $0.kind == .compositionRoot }.flatMap(\.globFolderNames))
        let rooted = files.indices.parallelMap { [unowned self] index -> String? in
            if case .configuredPath = files[index].evidence { return nil }
            if case .compositionRoot = files[index].evidence { return nil }
            let inAppTarget = files[index].module.map(appTargets.contains) ?? false
            // A module named for wiring (`CoreDI`, `AppComposition`) is such a place too.
            let inWiringFolder = LayerMatcher.folders(of: files[index].projectPath).contains(where: wiringFolders.contains)
                || files[index].module.map { NameWords.of($0).contains { wiringFolders.contains(LayerMatcher.lowercased($0)) } } == true
            let anyName = inAppTarget || !placedByName[index]
            guard anyName || inWiringFolder || wiring.declaresAContainer(files[index].source) else { return nil }
            // A file that changed since the scan is reported by the rules' own look at it.
            return try? files[index].source.withText {
                wiring.reason(in: index, of: self, inAppTarget: inAppTarget, anyName: anyName, inWiringFolder: inWiringFolder,
                              namedByOtherLayers: namedByRings.contains(index))
            }.get()
        }
        for (index, reason) in rooted.enumerated() {
            guard let reason else { continue }
            let file = files[index]
            self.files[index] = file.placed(in: rootLayer, module: file.module, evidence: .compositionRoot(reason))
            self.roleTable[index] = indexer.roles(of: file.source, inLayer: rootLayer, folders: LayerMatcher.folders(of: file.projectPath))
        }
    }

    /// A DTO is a Data type that is serialized or stored, whatever its name: by its own
    /// conformance, an extension's in any file, a protocol or typealias that stands for Codable, a
    /// framework base (`NSManagedObject`, Realm's `Object`, GRDB's records) or `@Model`, or by
    /// being nested in one. A type only named or filed like a DTO (`*Response`, `DTO/`) that is
    /// none of these is not one: an endpoint enum, a request builder, a use case's output struct.
    private func findDTOsByWhatTheyDo() {
        let convention = configuration.roles[.dto]
        let attributes = Set(convention.inheritsInData.filter { $0.hasPrefix("@") }.map { String($0.dropFirst()) })
        let stored = namesStandingFor(Set(convention.inheritsInData.filter { !$0.hasPrefix("@") } + convention.inherits))
        func isStored(_ declaration: Declaration) -> Bool {
            declaration.inherits.contains(where: stored.contains) || declaration.attributes.contains(where: attributes.contains)
        }
        // `extension Post: Decodable {}`, wherever it is.
        var storedByExtension = Set<DeclarationID>()
        for (fileIndex, file) in files.enumerated() {
            for (index, declaration) in file.source.declarations.enumerated() where declaration.kind == .extension && isStored(declaration) {
                storedByExtension.formUnion(extendedTypeTable[fileIndex][index])
            }
        }
        // `enum DBModel {}` with `extension DBModel { @Model final class Country … }`: a namespace
        // of stored types is named wherever one of them is, and is one of them. Per type that
        // holds nested types: whether they are all DTOs, each read once its roles are final.
        var holdsDTOs: [DeclarationID: Bool] = [:]
        for (fileIndex, file) in files.enumerated() {
            let inData = file.layer.map { configuration.layers[$0].kind == .data } ?? false
            let declarations = file.source.declarations
            for (index, declaration) in declarations.enumerated() where declaration.kind.isNominal {
                let id = DeclarationID(file: fileIndex, declaration: index)
                let parent = declaration.parent.map(Int.init)
                if !declaration.isErrorType(classifier.errorProtocols) {
                    var roles = roleTable[fileIndex][index]
                    let inStoredParent = parent.map { roleTable[fileIndex][$0].contains(.dto) } ?? false
                    let isDTO = isStored(declaration) || storedByExtension.contains(id) || inStoredParent
                    if !isDTO {
                        roles.remove(.dto)
                    } else if inData, declaration.kind != .protocol, roles.isEmpty {
                        roles.insert(.dto)
                    }
                    roleTable[fileIndex][index] = roles
                }
                guard let parent else { continue }
                let isDTO = roleTable[fileIndex][index].contains(.dto)
                let holders = declarations[parent].kind == .extension ? extendedTypeTable[fileIndex][parent] : [DeclarationID(file: fileIndex, declaration: parent)]
                for holder in holders { holdsDTOs[holder] = (holdsDTOs[holder] ?? true) && isDTO }
            }
        }
        for (holder, onlyDTOs) in holdsDTOs where onlyDTOs && declaration(holder).kind == .enum && roleTable[holder.file][holder.declaration].isEmpty
            && files[holder.file].layer.map({ configuration.layers[$0].kind == .data }) == true {
            roleTable[holder.file][holder.declaration].insert(.dto)
        }
        // An extension is a DTO's when what it extends is one.
        for (fileIndex, file) in files.enumerated() {
            for (index, declaration) in file.source.declarations.enumerated() where declaration.kind == .extension {
                let extended = extendedTypeTable[fileIndex][index]
                if !extended.isEmpty, extended.allSatisfy({ roleTable[$0.file][$0.declaration].contains(.dto) }) {
                    roleTable[fileIndex][index].insert(.dto)
                } else {
                    roleTable[fileIndex][index].remove(.dto)
                }
            }
        }
    }

    /// A class that inherits a project view at any depth is a view, whatever its name:
    /// `final class HomeVc: BaseViewController`, where `BaseViewController: UIViewController`;
    /// so is a class or struct that adopts a project protocol refining a view base at any depth
    /// (`struct ProfileCard: AppView`, where `protocol AppView: View`). Such a protocol stays a
    /// protocol of no role, and an enum that adopts it is no view.
    private func findViewsByInheritance() {
        let viewBases = Set(configuration.roles[.view].inherits)
        // Each class or struct that inherits a project type, and each protocol that refines one,
        // with the types it inherits, resolved once.
        var types: [(id: DeclarationID, inherited: [DeclarationID])] = []
        var protocols: [(id: DeclarationID, inherited: [DeclarationID])] = []
        var viewProtocols = Set<DeclarationID>()
        for (fileIndex, file) in files.enumerated() {
            for (index, declaration) in file.source.declarations.enumerated() where !declaration.inherits.isEmpty {
                let id = DeclarationID(file: fileIndex, declaration: index)
                let inherited = { declaration.inherits.flatMap { self.resolve(typeName: $0, in: fileIndex, owner: Int32(index)) }.filter { $0 != id } }
                switch declaration.kind {
                case .protocol where declaration.inherits.contains(where: viewBases.contains): viewProtocols.insert(id)
                case .protocol: protocols.append((id, inherited()))
                case .class, .struct: types.append((id, inherited()))
                default: break
                }
            }
        }
        // Each round reaches one level deeper; a round that finds none ends it.
        var changed = true
        while changed {
            changed = false
            for (id, inherited) in protocols where !viewProtocols.contains(id) && inherited.contains(where: viewProtocols.contains) {
                viewProtocols.insert(id)
                changed = true
            }
            for (id, inherited) in types where roleTable[id.file][id.declaration].isDisjoint(with: [.view, .viewModel]) {
                guard inherited.contains(where: { roleTable[$0.file][$0.declaration].contains(.view) || viewProtocols.contains($0) }) else { continue }
                roleTable[id.file][id.declaration] = [.view]
                changed = true
            }
        }
    }

    /// A Domain class or struct of no other role that keeps a repository protocol in a stored
    /// property and exposes one action (`final class MovieSearcher { let repository:
    /// MoviesRepository; func search(_ query: String) … }`) is a use case whatever its name: an
    /// entity holds values, not the ports to the store.
    private func findUseCasesByShape() {
        for (fileIndex, file) in files.enumerated() where isKind(fileIndex, .domain) {
            let source = file.source
            for (index, declaration) in source.declarations.enumerated()
            where (declaration.kind == .class || declaration.kind == .struct) && roleTable[fileIndex][index].isSubset(of: [.entity]) {
                let members = source.tree.members(of: index).map(Int.init)
                let actions = members.filter {
                    source.declarations[$0].kind == .func && !source.declarations[$0].isStatic && source.declarations[$0].access > .fileprivate
                }
                guard actions.count == 1 else { continue }
                let holdsRepository = members.contains { member in
                    let property = source.declarations[member]
                    guard property.kind == .var || property.kind == .let, !property.isStatic else { return false }
                    return source.tree.references(within: member).contains { reference in
                        resolve(source.references[Int(reference)], in: fileIndex).contains { roleTable[$0.file][$0.declaration].contains(.repositoryProtocol) }
                    }
                }
                if holdsRepository { roleTable[fileIndex][index] = [.useCase] }
            }
        }
    }

    /// A type that adopts a Domain repository protocol is a repository implementation whatever
    /// its name (`final class MovieStore: MoviesRepository`); filed in the Domain it is a
    /// misplaced repository, not an entity. A type with a role of its own keeps it. The other
    /// way round, a protocol of no role declared outside the Domain that a repository
    /// implementation adopts and a Domain file names (`class MoviesRepository: MoviesProtocol`,
    /// a use case's `let repository: MoviesProtocol`) is the Domain's repository port.
    private func findRepositoriesByAdoption() {
        let conformances = protocolConformances(inLayersOf: nil)
        for (type, conformed) in conformances
        where roleTable[conformed.file][conformed.declaration].contains(.repositoryProtocol) && isKind(conformed.file, .domain) {
            let roles = roleTable[type.file][type.declaration]
            guard roles.isSubset(of: [.entity]), !declaration(type).isErrorType(classifier.errorProtocols) else { continue }
            roleTable[type.file][type.declaration] = [.repositoryImplementation]
        }
        let ports = Set(conformances.filter { type, conformed in
            roleTable[type.file][type.declaration].contains(.repositoryImplementation) && roleTable[conformed.file][conformed.declaration].isEmpty
                && !isKind(conformed.file, .domain) && !isCompositionRoot(conformed.file)
        }.map(\.conformed))
        guard !ports.isEmpty else { return }
        for file in files.indices where isKind(file, .domain) {
            for reference in files[file].source.references {
                for port in resolve(reference, in: file) where ports.contains(port) { roleTable[port.file][port.declaration] = [.repositoryProtocol] }
            }
        }
    }

    /// A Data type is a data source by what it does, whatever its name: it reaches a store or a
    /// remote API through a framework type (`Frameworks.storageTypes`, `Frameworks.remoteTypes`),
    /// in its body or an extension's; the Data protocols a data source implements are the ports
    /// it is reached by, data source protocols. A type with another role keeps it (a repository
    /// that calls `URLSession` itself is still the repository), one that implements a Domain
    /// protocol is the adapter of the Domain's port and speaks the Domain's types, and a
    /// `*Service` that only formats reaches nothing and is none.
    private func findDataSourcesByWhatTheyDo() {
        let ioTypes = Frameworks.storageTypes.union(Frameworks.remoteTypes)
        let conformances = protocolConformances(inLayersOf: .data)
        let domainAdapters = Set(conformances.filter { isKind($0.conformed.file, .domain) }.map(\.type))
        // A Data type of no role yet that is neither the adapter of a Domain port, an error nor a view's data source.
        func mayBeDataSource(_ type: DeclarationID) -> Bool {
            let declared = declaration(type)
            return isKind(type.file, .data) && roleTable[type.file][type.declaration].isEmpty && !domainAdapters.contains(type)
                && !declared.isErrorType(classifier.errorProtocols) && !RoleClassifier.isUIDataSource(declared)
        }
        for (fileIndex, file) in files.enumerated() where isKind(fileIndex, .data) {
            let source = file.source
            for (index, declaration) in source.declarations.enumerated()
            where declaration.parent == nil && (declaration.kind.isNominal || declaration.kind == .extension) {
                let reachesIO = source.tree.references(within: index).contains { reference in
                    let reference = source.references[Int(reference)]
                    return ioTypes.contains(source.name(of: reference)) && resolve(reference, in: fileIndex).isEmpty
                }
                guard reachesIO else { continue }
                let types = declaration.kind == .extension ? extendedTypeTable[fileIndex][index] : [DeclarationID(file: fileIndex, declaration: index)]
                // A protocol whose requirements or extension reach a store is none: its adopters are.
                for type in types where mayBeDataSource(type) && self.declaration(type).kind != .protocol {
                    roleTable[type.file][type.declaration] = [.dataSource]
                }
            }
        }
        // What a repository implementation keeps in its stored properties, of no other role: the
        // sources it reads (`private let authClient: AuthClient`).
        for (fileIndex, file) in files.enumerated() where isKind(fileIndex, .data) {
            let source = file.source
            for (index, declaration) in source.declarations.enumerated()
            // Only a type that is no protocol has the role: the classifier gives it to no protocol
            // or extension, adoption gives it to the extended type, and nothing else holds members.
            where roleTable[fileIndex][index].contains(.repositoryImplementation) {
                for member in source.tree.members(of: index).map(Int.init)
                where source.declarations[member].kind == .var || source.declarations[member].kind == .let {
                    guard !source.declarations[member].isStatic else { continue }
                    for reference in source.tree.references(within: member) {
                        for held in resolve(source.references[Int(reference)], in: fileIndex) where mayBeDataSource(held) && self.declaration(held).kind.isNominal {
                            roleTable[held.file][held.declaration] = [.dataSource]
                        }
                    }
                }
            }
        }
        for (type, conformed) in conformances
        where roleTable[type.file][type.declaration].contains(.dataSource) && roleTable[conformed.file][conformed.declaration].isEmpty
            && isKind(conformed.file, .data) && !RoleClassifier.isUIDataSource(declaration(conformed)) {
            roleTable[conformed.file][conformed.declaration] = [.dataSource]
        }
    }

    /// `Frameworks.errorProtocols` less the plain names the project declares for itself at its top
    /// level: its own `protocol Error` is not Swift's, and a type conforming to it is no error type.
    /// A declaration that is Swift's error under the name (`class Error: Swift.Error`,
    /// `typealias Error = Swift.Error`) leaves the name its meaning.
    static func errorProtocols<Sources: Sequence>(declaredIn sources: Sources) -> Set<String> where Sources.Element == SourceFile {
        let qualified = Frameworks.errorProtocols.filter { $0.contains(".") }
        var names = Frameworks.errorProtocols
        for source in sources {
            for declaration in source.declarations where declaration.parent == nil && names.contains(declaration.name)
                && declaration.access > .fileprivate && (declaration.kind.isNominal || declaration.kind == .typealias) {
                let isSwifts = declaration.isErrorType(qualified) || declaration.aliasedType.map(qualified.contains) ?? false
                if !isSwifts { names.remove(declaration.name) }
            }
        }
        return names
    }

    /// `protocols` and every protocol or typealias of the project that stands for one of them
    /// (`protocol APIModel: Codable`, `typealias Model = Decodable & Hashable`), less the names the
    /// project declares for itself: its own `protocol Encodable` is not Swift's.
    package func namesStandingFor(_ protocols: Set<String>) -> Set<String> {
        // Each typealias and protocol with what it stands for, collected once; then widened
        // until no alias of an alias is left.
        var candidates: [(name: String, parts: [String])] = []
        var shadowed = Set<String>()
        for file in files {
            for declaration in file.source.declarations {
                if protocols.contains(declaration.name), declaration.kind.isNominal || declaration.kind == .typealias { shadowed.insert(declaration.name) }
                // (Only a typealias has an aliased type.)
                if let aliased = declaration.aliasedType {
                    candidates.append((declaration.name, aliased.split(whereSeparator: { " &".contains($0) }).map(String.init)))
                } else if declaration.kind == .protocol {
                    candidates.append((declaration.name, declaration.inherits))
                }
            }
        }
        var names = protocols.subtracting(shadowed)
        var changed = true
        while changed {
            changed = false
            for candidate in candidates where !names.contains(candidate.name) && candidate.parts.contains(where: names.contains) {
                names.insert(candidate.name)
                changed = true
            }
        }
        return names
    }

    /// A project from (path, code) pairs, as a rule's examples give it; `Package.swift` files are
    /// read as manifests, a `project.pbxproj` as an Xcode project's targets, a Core Data model's
    /// `X.xcdatamodel/contents` for the classes it generates, and an `.archlint.json` extends the
    /// configuration.
    package static func inMemory(_ files: [(path: String, code: String)], configuration base: Configuration) -> Project {
        var sources: [Input] = []
        var manifestFiles: [SourceFile] = []
        var xcodeModules: [BuildModule] = []
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
            if path.hasSuffix(".xcodeproj/project.pbxproj") {
                do {
                    xcodeModules += try XcodeProject(path: path, bytes: Array(code.utf8)).modules
                } catch {
                    preconditionFailure("an example's project.pbxproj is invalid: \(error)")
                }
                continue
            }
            if path.hasSuffix(".xcdatamodel/contents") {
                if let source = CoreDataModel.standIn(Array(code.utf8), path: path) { sources.append(Input(source: source, projectPath: path, isGenerated: true)) }
                continue
            }
            let source = SourceFile(path: path, source: code)
            if path.lastPart(separatedBy: ASCII.slash) == "Package.swift" {
                manifestFiles.append(source)
            } else {
                sources.append(Input(source: source, projectPath: path))
            }
        }
        // The folders are those of the files given, as the disk's would be for a real package.
        let paths = files.map(\.path)
        let manifests = manifestFiles.map { manifest in
            PackageManifest(path: manifest.path, source: manifest, folderExists: { folder in
                // The folders asked about are a predefined root (`Sources`) under the manifest's
                // folder: never the package's own folder.
                paths.contains { $0.hasPrefix(folder + "/") }
            })
        }
        return Project(files: sources, modules: manifests.flatMap(\.modules) + xcodeModules, manifests: manifests, configuration: configuration)
    }

    // MARK: - Layers

    /// The layer the folders of a path give it (`LayerMatcher`), without modules or file contents.
    static func layer(forPath path: String, configuration: Configuration) -> Int? {
        LayerMatcher(configuration).match(path)?.layer
    }

    package func layer(of file: Int) -> LayerDefinition? {
        files[file].layer.map { configuration.layers[$0] }
    }

    /// What the file's layer is (nil: a file in no layer, or in a layer without a kind).
    package func kind(of file: Int) -> LayerKind? {
        files[file].layer.flatMap { configuration.layers[$0].kind }
    }

    package func isKind(_ file: Int, _ kind: LayerKind) -> Bool {
        self.kind(of: file) == kind
    }

    package func isCompositionRoot(_ file: Int) -> Bool {
        isKind(file, .compositionRoot)
    }

    /// The name alone: `layer(of:)` copies the whole definition, and the rules ask for the layer of
    /// every file a reference leads to.
    public func layerName(of file: Int) -> String? { files[file].layer.map { configuration.layers[$0].name } }

    /// Each file's feature (`LayerMatcher.feature(of:module:layerFolders:)`), by file index.
    package func features() -> [String?] {
        let layerFolders = Set(configuration.layers.flatMap(\.globFolderNames))
        return files.map { LayerMatcher.feature(of: $0.projectPath, module: $0.module, layerFolders: layerFolders) }
    }

    /// May code in layer `from` depend on code in layer `to` (indices into `Configuration.layers`)?
    package func allows(layer from: Int, dependingOn to: Int) -> Bool { layerAllows.allows(from, dependingOn: to) }

    /// The layer an imported module belongs to: a SwiftPM or Xcode target of the project, or a
    /// module the configuration names literally (a framework built elsewhere).
    package func layer(ofModule module: String) -> Int? {
        if let known = moduleLayers[module] { return known }
        // By index: a closure over each layer copied the whole definition, per import.
        return configuration.layers.indices.first { configuration.layers[$0].modules.contains { $0.isLiteral && $0.matches(module) } }
    }

    public func declaration(_ id: DeclarationID) -> Declaration {
        files[id.file].source.declarations[id.declaration]
    }

    // MARK: - Roles

    /// The roles of a type declaration (or of an extension, by what it extends), from the conventions.
    public func roles(of id: DeclarationID) -> Set<Role> {
        roleTable[id.file][id.declaration]
    }

    /// Every role the conventions point at for a declaration, with why, in the order they were
    /// found; `roles(of:)` holds those of the strongest evidence.
    package func roleEvidence(of id: DeclarationID) -> [(role: Role, evidence: RoleEvidence)] {
        let file = files[id.file]
        let inRoleFolder = classifier.roleFolders(LayerMatcher.folders(of: file.projectPath))
        return classifier.evidence(for: declaration(id), inLayer: file.layer, inRoleFolder: inRoleFolder, rolesSoFar: roleTable[id.file])
            .map { (role: $0.0, evidence: $0.1) }
    }

    /// The evidence of the roles the declaration holds (`roles(of:)`), the rest left out: why it
    /// is what the rules take it for.
    package func heldRoleEvidence(of id: DeclarationID) -> [(role: Role, evidence: RoleEvidence)] {
        let held = roles(of: id)
        return roleEvidence(of: id).filter { held.contains($0.role) }
    }

    /// Roles of whatever a name resolves to from `file`.
    package func roles(ofName name: String, in file: Int, owner: Int32) -> Set<Role> {
        resolve(name, in: file, owner: owner).reduce(into: Set<Role>()) { $0.formUnion(roles(of: $1)) }
    }
}
