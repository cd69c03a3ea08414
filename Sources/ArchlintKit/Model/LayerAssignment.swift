import Foundation
import ArchlintScan

/// Why a file or a module is in its layer (or in none): what `archlint layers` prints, so that a
/// team sees where archlint's idea of their architecture comes from.
package enum LayerEvidence: Equatable {
    /// The file declares the app's entry point or wires the layers (`CompositionRoot.reason`).
    case compositionRoot(String)
    /// A glob of the project's configuration matched the file's path.
    case configuredPath(String)
    /// A module pattern of the project's configuration matched the file's module.
    case configuredModule(module: String, pattern: String)
    /// A layer folder on the file's path (inside its module, when it has one): the folder's path
    /// from the project root (`Project.File.projectPath`'s beginning), and the glob.
    case folder(String, glob: String)
    /// The module's files all lie in a layer folder (`Sources/Domain`); the folder as the module
    /// gives it (absolute in the CLI).
    case moduleLocation(module: String, folder: String)
    /// A library module whose name has one layer's word (`MoviesDomain`, `NetworkClient`):
    /// the weakest evidence (`LayerWords`).
    case moduleName(module: String, word: String)
    /// An app target's files outside every layer folder: the app shell, in no layer.
    case applicationTarget(String)
    /// What the file's own code declares and imports (`ContentSignal`), where no name placed it;
    /// `guess`: only plain types or a framework import said so (a weak signal).
    case content(String, guess: Bool = false)
    /// A folder above it whose name holds one layer's word (`MoviesAPI/`; the folder from the project root).
    case folderWord(folder: String, word: String)
    /// The layer most files in a folder above it have by their code (the folder from the project root).
    case neighbours(folder: String, reason: String)
    /// A library module no name placed, by what most of its files declare; `guess`: fewer than
    /// two in three of the files that say anything agree, or none says it strongly.
    case moduleContent(module: String, reason: String, guess: Bool = false)
    /// A build manifest (Tuist's `Project.swift`), a macro's compiler plugin or a script (`#!`):
    /// the build's or the team's tools' code.
    case buildTool
    /// The file lies in an Xcode project's folder, and none of its targets compiles it: left-over
    /// code, in no layer (the project file as the modules give it).
    case notCompiled(project: String)
    case none

    /// The inference placed it (`LayerInference`): its code, the files beside it, or a folder's words.
    package var isInferred: Bool {
        switch self {
        case .content, .neighbours, .folderWord, .moduleContent: return true
        default: return false
        }
    }

    /// The layer is a guess: the code said it weakly, or only the files beside it did. Findings
    /// in such a file say so.
    package var isGuess: Bool {
        switch self {
        case .neighbours: return true
        case let .content(_, guess), let .moduleContent(_, _, guess): return guess
        default: return false
        }
    }

    /// `display`: how a path reads to the user (relative to the working directory).
    package func description(display: (String) -> String) -> String {
        switch self {
        case let .compositionRoot(reason): return "composition root: \(reason)"
        case let .configuredPath(glob): return ".archlint.json: \"\(glob)\""
        case let .configuredModule(module, pattern): return "module \(module): .archlint.json module \"\(pattern)\""
        case let .folder(folder, glob): return "folder \(folder.lastPart(separatedBy: ASCII.slash).map(String.init) ?? folder)/ (\(glob))"
        case let .moduleLocation(module, folder): return "module \(module): its files are in \(display(folder))"
        case let .moduleName(module, word): return "module \(module): its name has the word \(word)"
        case let .applicationTarget(name): return "app target \(name): files outside layer folders"
        case let .content(reason, guess): return "its code: \(reason)" + (guess ? " (a guess)" : "")
        case let .folderWord(folder, word): return "folder \(folder)/: its name has the word \(word)"
        case let .neighbours(folder, reason): return "beside the files of \(folder)/: \(reason) (a guess)"
        case let .moduleContent(module, reason, guess): return "module \(module): \(reason)" + (guess ? " (a guess)" : "")
        case .buildTool: return "build manifest, macro plugin or script (imports ProjectDescription, PackageDescription or a compiler plugin, or starts with #!)"
        case let .notCompiled(project): return "no target of \(display(project)) compiles it"
        case .none: return "no evidence"
        }
    }
}

/// The words that name each layer, from its folder globs (`**/Networking/**`) and module patterns
/// (`*Domain`), to read a module's name as words, not as a string: `NetworkClient` has Data's word
/// Network; `CatalogDomainCore` has two layers' words and is left to its content; `Review` has no
/// word View. The composition root's module names are matched whole (`App`, not `AppAccount`).
struct LayerWords {
    /// Per layer: its words, each as lower-cased name words (`DependencyInjection`: dependency, injection).
    private let words: [(layer: Int, word: String, parts: [String])]
    private let rootModules: [(layer: Int, pattern: NamePattern)]

    init(_ configuration: Configuration) {
        var words: [(layer: Int, word: String, parts: [String])] = []
        var rootModules: [(layer: Int, pattern: NamePattern)] = []
        for (index, layer) in configuration.layers.enumerated() {
            if layer.kind == .compositionRoot {
                rootModules += layer.modules.map { (index, $0) }
                continue
            }
            let fromGlobs = layer.paths.compactMap { glob -> String? in
                let pattern = glob.pattern
                guard pattern.hasPrefix("**/"), pattern.hasSuffix("/**") else { return nil }
                let folder = pattern.dropFirst(3).dropLast(3)
                return folder.contains(where: { "*?/[".contains($0) }) || folder.isEmpty ? nil : String(folder)
            }
            let fromModules = layer.modules.map { $0.pattern.replacingOccurrences(of: "*", with: "") }.filter { !$0.isEmpty && !$0.contains("?") }
            for word in fromGlobs + fromModules where !words.contains(where: { $0.layer == index && $0.word == word }) {
                words.append((index, word, NameWords.of(word).map(LayerMatcher.lowercased)))
            }
        }
        self.words = words
        self.rootModules = rootModules
    }

    /// The layers whose words the name holds, each once, with the first word found.
    func layers(of name: String) -> [(layer: Int, word: String)] {
        if let root = rootModules.first(where: { $0.pattern.matches(name) }) { return [(root.layer, root.pattern.pattern)] }
        let parts = NameWords.of(name).map(LayerMatcher.lowercased)
        var found: [(layer: Int, word: String)] = []
        for entry in words where !found.contains(where: { $0.layer == entry.layer }) {
            let count = entry.parts.count
            guard count <= parts.count else { continue }
            if (0...(parts.count - count)).contains(where: { Array(parts[$0..<($0 + count)]) == entry.parts }) {
                found.append((entry.layer, entry.word))
            }
        }
        return found
    }
}

/// Which module compiles a file: a file an Xcode target lists by name, else the module whose folder
/// is the nearest one above the file (a nested package's target wins over its parent's), unless
/// that module excludes it. One dictionary lookup per folder of the file's path.
package struct ModuleMap {
    let modules: [BuildModule]
    private let byFile: [String: Int]
    private let byFolder: [String: [Int]]

    init(_ modules: [BuildModule]) {
        // Test targets are not the app: their files are left out of the lint (`isTest(_:)`), and
        // an app's file an Xcode test target also lists belongs to the app.
        let ordered = modules.indices.sorted { (modules[$0].kind == .test ? 1 : 0, $0) < (modules[$1].kind == .test ? 1 : 0, $1) }
        var byFile: [String: Int] = [:]
        var byFolder: [String: [Int]] = [:]
        for index in ordered {
            for file in modules[index].files where byFile[file] == nil { byFile[file] = index }
            for folder in modules[index].folders { byFolder[folder, default: []].append(index) }
        }
        self.modules = modules
        self.byFile = byFile
        self.byFolder = byFolder
    }

    /// `location`: the file's path in the modules' form (absolute in the CLI).
    func module(containing location: String) -> Int? {
        if let index = byFile[location] { return index }
        guard !byFolder.isEmpty else { return nil }
        var end = location.utf8.count
        let bytes = Array(location.utf8)
        while let slash = bytes[..<end].lastIndex(of: ASCII.slash) {
            end = slash
            let folder = slash == 0 ? "/" : String(decoding: bytes[..<slash], as: UTF8.self)
            for index in byFolder[folder] ?? [] where !modules[index].excluded.contains(where: { Self.isWithin(location, $0) }) {
                return index
            }
        }
        return nil
    }

    package static func isWithin(_ path: String, _ folder: String) -> Bool {
        path == folder || (path.hasPrefix(folder) && path.utf8.dropFirst(folder.utf8.count).first == ASCII.slash)
    }

    /// The folder that holds all of a module's files and folders (an Xcode target that lists its
    /// files one by one has no folder of its own), or nil when they share none.
    package static func commonFolder(of module: BuildModule) -> String? {
        let places = module.folders + module.files.map { path in path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/") }
        guard var common = places.first else { return nil }
        for place in places.dropFirst() {
            while !isWithin(place, common) {
                guard let slash = common.lastIndex(of: "/") else { return nil }
                common = String(common[..<slash])
            }
        }
        return common.isEmpty ? nil : common
    }
}

/// The folders a project's paths are seen from, so that the names of the folder a project lies in
/// and of those above it (a checkout named `app`, `/home/me/Data/…`) never decide a layer: the
/// configuration's folder for what lies in it (its globs are written from there), else the
/// nearest project root (`ProjectScope.root`) that holds the path.
package struct ProjectRoots {
    /// In the order they are tried: the configuration's folder, then the deepest root first.
    let folders: [String]

    package init(configuration: String? = nil, projects: [String]) {
        folders = (configuration.map { [$0] } ?? []) + Set(projects).sorted { $0.utf8.count > $1.utf8.count }
    }

    var isEmpty: Bool { folders.isEmpty }

    package func root(of location: String) -> String? {
        folders.first { ModuleMap.isWithin(location, $0) }
    }

    /// `location` from its root ("." for the root itself), or nil when no root holds it.
    package func relative(_ location: String) -> String? {
        guard let root = root(of: location) else { return nil }
        return location == root ? "." : String(location.dropFirst(root == "/" ? 1 : root.count + 1))
    }
}

/// Finds the layer of a path from the layers' folder globs. Nearly every glob has the shape
/// `**/Name/**`, which matches where a folder of the path is called Name: those are one dictionary
/// lookup per folder of the path; other globs are matched segment by segment (`Glob.matchDepth`).
///
/// The outermost layer folder decides; a deeper folder overrides it only when one of its layer's
/// `nestingPaths` matched it (`Features/Login/Domain/` is Domain), and then the deepest such wins.
struct LayerMatcher {
    struct Match {
        let layer: Int
        /// The path segment the glob matched, counted from 0.
        let depth: Int
        let glob: Glob
    }

    private struct Candidate {
        let layer: Int
        let glob: Glob
        let nests: Bool
        /// `**/Core/**` for the layer named Core: the folder is called what the layer is.
        let namesTheLayer: Bool
        /// The layer is the toolbox, or the Data layer, which a toolbox folder never holds.
        let isToolbox: Bool
        let isData: Bool
    }

    /// Which folders of a path may start a layer.
    enum Scope {
        /// Every layer folder: a path outside any module, or in an app target with no layer.
        case every
        /// Only folders that start a layer inside another's: a path inside a module that has a layer.
        case nesting
        /// Those, and folders called what their layer is (`Core/`), not its other names (`Utils/`):
        /// a path inside a library module with no layer, whose `Utils/` is its own.
        case nestingOrLayerName
    }

    /// Lower-cased folder name -> the layers that have a `**/Name/**` glob for it.
    private let byFolder: [String: [Candidate]]
    private let otherGlobs: [Candidate]

    /// `configuredOnly`: only the globs a project's configuration wrote (the first evidence);
    /// otherwise every glob of every layer.
    init(_ configuration: Configuration, configuredOnly: Bool = false) {
        var byFolder: [String: [Candidate]] = [:]
        var otherGlobs: [Candidate] = []
        for (index, layer) in configuration.layers.enumerated() {
            for glob in configuredOnly ? layer.configuredPaths : layer.paths {
                let folder = glob.literalFolderAnywhere
                let candidate = Candidate(layer: index, glob: glob, nests: layer.nestingPaths.contains(glob),
                                          namesTheLayer: folder.map { $0.elementsEqual(LayerMatcher.lowercased(layer.name).utf8) } ?? false,
                                          isToolbox: layer.kind == .core, isData: layer.kind == .data)
                if let folder {
                    byFolder[String(decoding: folder, as: UTF8.self), default: []].append(candidate)
                } else {
                    otherGlobs.append(candidate)
                }
            }
        }
        self.byFolder = byFolder
        self.otherGlobs = otherGlobs
    }

    /// `folders`: `LayerMatcher.folders(of: path)`, when the caller has them.
    func match(_ path: String, folders: [String]? = nil, scope: Scope = .every) -> Match? {
        var matches: [(candidate: Candidate, depth: Int)] = []
        for (depth, folder) in (folders ?? LayerMatcher.folders(of: path)).enumerated() {
            for candidate in byFolder[folder] ?? [] { matches.append((candidate, depth)) }
        }
        if !otherGlobs.isEmpty {
            let segments = Glob.segments(of: path)
            for candidate in otherGlobs {
                if let depth = candidate.glob.matchDepth(segments) { matches.append((candidate, depth)) }
            }
        }
        switch scope {
        case .every: break
        case .nesting: matches.removeAll { !$0.candidate.nests }
        case .nestingOrLayerName: matches.removeAll { !$0.candidate.nests && !$0.candidate.namesTheLayer }
        }
        // The outermost match, the earlier layer first among equals; inside a toolbox folder, the
        // outermost Data folder (`core/network/` is Data: the toolbox holds no networking, while
        // its `ui/` is the toolbox's design system).
        guard var outermost = matches.min(by: { ($0.depth, $0.candidate.layer) < ($1.depth, $1.candidate.layer) }) else { return nil }
        if outermost.candidate.isToolbox, let ring = matches.filter({ $0.candidate.isData && $0.depth > outermost.depth })
            .min(by: { ($0.depth, $0.candidate.layer) < ($1.depth, $1.candidate.layer) }) {
            outermost = ring
        }
        let deciding = matches.filter { $0.candidate.nests && $0.depth > outermost.depth && $0.candidate.layer != outermost.candidate.layer }
            .max { ($0.depth, -$0.candidate.layer) < ($1.depth, -$1.candidate.layer) } ?? outermost
        return Match(layer: deciding.candidate.layer, depth: deciding.depth, glob: deciding.candidate.glob)
    }

    /// Folders that hold one folder per feature, lower-cased: `Features/Login/`, `Scenes/Login/`,
    /// `Modules/Login/` (VIPER's modules), `Flows/Login/`.
    static let featureFolders: Set<String> = ["features", "feature", "scenes", "scene", "screens", "screen", "modules", "module",
                                              "flows", "flow"]

    /// The feature a file belongs to: `layer_cycle`'s features, the boxes of `archlint graph
    /// --collapse feature` and the audit's feature table. The folder under a feature folder
    /// (`Features/Login/…`, `Features/Sources/Login/…` in a package of features), unless it is called
    /// what a layer is (`Modules/Domain/` holds a layer, `layerFolders` lower-cased); else a module
    /// named for a feature (`FeatureHome`, `HomeFeature`).
    static func feature(of path: String, module: String?, layerFolders: Set<String>) -> String? {
        let folders = LayerMatcher.folders(of: path, keepingCase: true)
        for index in folders.indices.dropLast() where featureFolders.contains(LayerMatcher.lowercased(folders[index])) {
            var candidate = index + 1
            // A package of features (`Features/Sources/Login/`): a file right in its `Sources/` is in none.
            if folders[candidate] == "Sources" {
                guard candidate + 1 < folders.count else { continue }
                candidate += 1
            }
            if !layerFolders.contains(LayerMatcher.lowercased(folders[candidate])) { return folders[candidate] }
        }
        guard let module, module.count > "Feature".count else { return nil }
        // `FeatureHome` (a capital after the word) and `HomeFeature`, not `Featured`.
        if module.hasPrefix("Feature"), module.dropFirst("Feature".count).first?.isUppercase == true { return module }
        return module.hasSuffix("Feature") ? module : nil
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

    /// The first `count` folders of a path, as written: the folder a match's depth points at.
    static func prefix(of path: String, folders count: Int) -> String {
        folders(of: path, keepingCase: true).prefix(count).joined(separator: "/")
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
