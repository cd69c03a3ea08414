#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ArchlintScan

/// The targets a `Package.swift` declares, read with archlint's own lexer (the manifest is not run),
/// and the folders each compiles as SwiftPM finds them (`PackageBuilder`): `path:`, `sources:`,
/// `exclude:`, or the predefined folder. Enough to know which file is in which module, so that
/// `import Data` is a dependency on the layer whose folder `Sources/Data` is.
package struct PackageManifest: Equatable {
    struct Target: Equatable {
        var name: String
        /// The declaring call: `target`, `executableTarget`, `testTarget`, `macro`, `plugin`,
        /// `systemLibrary` or `binaryTarget`.
        var kind: String
        /// The target's folder, relative to the same base as the manifest's path.
        var folder: String
        /// `sources:` and `exclude:` as written, relative to `folder`; nil without `sources:`.
        var sources: [String]?
        var exclude: [String]
        /// Names of the targets and products it depends on, with the position of each.
        var dependencies: [(name: String, line: Int, column: Int)]
        var line: Int

        static func == (lhs: Target, rhs: Target) -> Bool {
            lhs.name == rhs.name && lhs.kind == rhs.kind && lhs.folder == rhs.folder && lhs.line == rhs.line
                && lhs.sources == rhs.sources && lhs.exclude == rhs.exclude
                && lhs.dependencies.map(\.name) == rhs.dependencies.map(\.name)
        }
    }

    /// Where the manifest is, as archlint reads it (absolute in the CLI).
    package var path: String
    /// The manifest as findings name it (relative to the working directory where possible).
    package var displayPath: String
    /// False for a manifest read only to map targets (the working directory's, when the paths
    /// linted lie below it): its own findings are not reported.
    package var isLinted = true
    var targets: [Target]
    /// Product name -> the targets it exports (`.library`, `.executable`, `.plugin` products), so
    /// that `.product(name: "X", package: "P")` in another manifest names P's targets.
    package var products: [String: [String]]
    /// The folders of local package dependencies (`.package(path: "../Domain")`), resolved
    /// against the manifest's folder and cleaned (`..` resolved), in the manifest's form.
    package var localPackages: [String]
    /// `// swift-tools-version:` as (major, minor, patch); (0, 0, 0) when it is missing.
    var toolsVersion: ToolsVersion

    /// A tools version, ordered as versions are.
    package struct ToolsVersion: Comparable {
        var major: Int, minor: Int, patch: Int

        package init(_ major: Int, _ minor: Int, _ patch: Int = 0) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }

        package static func < (lhs: ToolsVersion, rhs: ToolsVersion) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
    }

    /// The folders SwiftPM looks in, in order, for a target without `path:` (`PackageBuilder`).
    static let sourceRoots = ["Sources", "Source", "src", "srcs"]
    static let testRoots = ["Tests", "Sources", "Source", "src", "srcs"]
    static let pluginRoots = ["Plugins"]

    /// `folderExists` answers, for a path in the manifest's form, whether it is a folder: the
    /// predefined folders are looked up as SwiftPM does. It defaults to the disk; tests pass a set.
    package init(path: String, source: SourceFile, folderExists: (String) -> Bool = PackageManifest.isFolderOnDisk) {
        self.path = path
        displayPath = source.path
        let base = PackageManifest.folder(of: path)
        let declarations = PackageManifest.declarations(source)
        toolsVersion = PackageManifest.toolsVersion(in: source.bytes) ?? ToolsVersion(0, 0)
        products = declarations.products
        localPackages = declarations.packagePaths.map { PackageManifest.joined(base, $0) }

        // SwiftPM picks one predefined root per package and kind, the first that exists.
        func root(_ candidates: [String]) -> String {
            candidates.first { folderExists(PackageManifest.joined(base, $0)) } ?? candidates[0]
        }
        let roots = (source: root(PackageManifest.sourceRoots), test: root(PackageManifest.testRoots),
                     plugin: root(PackageManifest.pluginRoots))
        func sharesRoot(_ kind: String) -> String {
            kind == "testTarget" ? roots.test : kind == "plugin" ? roots.plugin : roots.source
        }
        var targetsPerRoot: [String: Int] = [:]
        for declaration in declarations.targets { targetsPerRoot[sharesRoot(declaration.kind), default: 0] += 1 }

        let toolsVersion = self.toolsVersion
        targets = declarations.targets.map { declaration in
            let folder: String
            if let written = declaration.path {
                folder = written.isEmpty || written == "." ? (base.isEmpty ? "." : base) : Paths.resolvingParents(PackageManifest.joined(base, written))
            } else {
                let rootFolder = PackageManifest.joined(base, sharesRoot(declaration.kind))
                let own = Paths.join(rootFolder, declaration.name)
                // Tools 5.9 and later: the only target of its kind may occupy the whole root folder.
                let occupiesRoot = toolsVersion >= ToolsVersion(5, 9) && targetsPerRoot[sharesRoot(declaration.kind)] == 1
                    && !folderExists(own) && folderExists(rootFolder)
                folder = occupiesRoot ? rootFolder : own
            }
            return Target(name: declaration.name, kind: declaration.kind, folder: folder, sources: declaration.sources,
                          exclude: declaration.exclude, dependencies: declaration.dependencies, line: declaration.line)
        }
    }

    /// The targets as modules, with the files SwiftPM compiles: the target's folder, or only its
    /// `sources:` (a `.swift` entry is a file, any other a folder), less its `exclude:`. System
    /// libraries and binary targets compile no Swift and are left out.
    package var modules: [BuildModule] {
        targets.compactMap { target in
            let kind: BuildModule.Kind
            switch target.kind {
            case "target": kind = .library
            case "executableTarget": kind = .application
            case "testTarget": kind = .test
            case "macro", "plugin": kind = .tool
            default: return nil
            }
            var folders = [target.folder]
            var files: [String] = []
            if let sources = target.sources {
                let entries = sources.map { Paths.resolvingParents(Paths.join(target.folder, $0)) }
                folders = entries.filter { !$0.hasSuffix(".swift") }
                files = entries.filter { $0.hasSuffix(".swift") }
            }
            let excluded = target.exclude.map { Paths.resolvingParents(Paths.join(target.folder, $0)) }
            return BuildModule(name: target.name, origin: .swiftPM, kind: kind, folders: folders, excluded: excluded, files: files,
                               dependencies: target.dependencies.map { BuildModule.Dependency(name: $0.name, line: $0.line, column: $0.column) },
                               declaredIn: path, line: target.line)
        }
    }

    // MARK: - Which manifest SwiftPM reads

    /// The version in a manifest's name (`ManifestName`): (0, 0, 0) for `Package.swift`, nil for
    /// a name that is no manifest's.
    package static func manifestVersion(ofName name: String) -> ToolsVersion? {
        ManifestName.version(of: name).map { ToolsVersion($0[0], $0[1], $0[2]) }
    }

    /// Of one package folder's manifests (file names and the tools version each declares), the one
    /// SwiftPM reads with the newest tools (`Manifest.path(atPackagePath:)`): the versioned
    /// manifest with the highest version in its name, when it declares a higher tools version than
    /// `Package.swift` does (a versioned manifest serves newer tools), else `Package.swift`.
    /// archlint does not know which toolchain the user has, so it assumes the newest.
    package static func manifestToRead(among manifests: [(name: String, toolsVersion: ToolsVersion)]) -> String? {
        let named = manifests.compactMap { manifest in manifestVersion(ofName: manifest.name).map { (manifest, $0) } }
        let regular = named.first { $0.0.name == "Package.swift" }?.0
        guard let newest = named.filter({ $0.0.name != "Package.swift" }).max(by: { $0.1 < $1.1 })?.0 else { return regular?.name }
        guard let regular else { return newest.name }
        return newest.toolsVersion > regular.toolsVersion ? newest.name : regular.name
    }

    /// `// swift-tools-version:5.9` (any spacing after the colon), in the leading comments.
    package static func toolsVersion(in bytes: [UInt8]) -> ToolsVersion? {
        let label = Array("swift-tools-version".utf8)
        // The specification stands before the code: a few lines of header at most.
        let end = min(bytes.count, 4096)
        guard end >= label.count else { return nil }
        var start = 0
        while start + label.count <= end {
            if bytes[start] | 0x20 == label[0], zip(bytes[start..<start + label.count], label).allSatisfy({ $0 | 0x20 == $1 | 0x20 }) { break }
            start += 1
        }
        var index = start + label.count
        guard index < end, bytes[index] == ASCII.colon else { return nil }
        index += 1
        while index < end, bytes[index] == ASCII.space || bytes[index] == ASCII.tab { index += 1 }
        var parts: [Int] = []
        while parts.count < 3, index < end, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            var number = 0
            while index < end, bytes[index] >= 0x30, bytes[index] <= 0x39, number < 100_000 {
                number = number * 10 + Int(bytes[index] - 0x30)
                index += 1
            }
            parts.append(number)
            guard index < end, bytes[index] == ASCII.dot else { break }
            index += 1
        }
        guard !parts.isEmpty else { return nil }
        while parts.count < 3 { parts.append(0) }
        return ToolsVersion(parts[0], parts[1], parts[2])
    }

    // MARK: - Reading the calls

    private struct TargetDeclaration {
        var name: String
        var kind: String
        var path: String?
        var sources: [String]?
        var exclude: [String]
        var dependencies: [(name: String, line: Int, column: Int)]
        var line: Int
    }

    private static let targetCalls: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary", "binaryTarget"]
    private static let productCalls: Set<String> = ["library", "executable", "plugin"]

    /// Every `.target(…)`-like call (a `.plugin(…)` with `targets:` is a product, not a target),
    /// every product, and the `path:` of every `.package(…)`. One pass over the tokens: each call
    /// is read to its closing parenthesis and the scan resumes after it.
    private static func declarations(_ source: SourceFile) -> (targets: [TargetDeclaration], products: [String: [String]], packagePaths: [String]) {
        var targets: [TargetDeclaration] = []
        var products: [String: [String]] = [:]
        var packagePaths: [String] = []
        let tokens = source.tokens
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            guard source.token(index, is: "."), tokens[index + 1].kind == .identifier, source.token(index + 2, is: "(") else { continue }
            let call = source.text(tokens[index + 1])
            let isTarget = targetCalls.contains(call), isProduct = productCalls.contains(call)
            guard isTarget || isProduct || call == "package" else { continue }
            let close = source.closingBracket(of: index + 2) ?? source.tokens.count
            let arguments = self.arguments(source, index + 3..<close)
            if call == "package" {
                if let path = arguments.values["path"]?.first?.text { packagePaths.append(path) }
            } else if let name = arguments.values["name"]?.first?.text {
                if isProduct, arguments.labels.contains("targets") {
                    products[name] = (arguments.values["targets"] ?? []).map(\.text)
                } else if isTarget {
                    targets.append(TargetDeclaration(
                        name: name, kind: call, path: arguments.values["path"]?.first?.text,
                        sources: arguments.labels.contains("sources") ? (arguments.values["sources"] ?? []).map(\.text) : nil,
                        exclude: (arguments.values["exclude"] ?? []).map(\.text),
                        dependencies: (arguments.values["dependencies"] ?? []).map { ($0.text, $0.line, $0.column) },
                        line: source.line(of: tokens[index + 1])))
                }
            }
            index = close
        }
        return (targets, products, packagePaths)
    }

    private typealias Value = (text: String, line: Int, column: Int)

    /// The string literals of a call's arguments, by label, and the labels written: a label's own
    /// string (`name: "X"`, `path: "P"`), the elements of its array (`sources: ["A", "B"]`,
    /// `targets: […]`), and in `dependencies: […]` each `"Name"`, `.target(name: "Name")`,
    /// `.product(name: "Name", …)` and `.byName(name: "Name")`, never `package:`, a condition or a
    /// module alias.
    private static func arguments(_ source: SourceFile, _ range: Range<Int>) -> (values: [String: [Value]], labels: Set<String>) {
        var values: [String: [Value]] = [:]
        var labels = Set<String>()
        // The label last written at each bracket depth inside the call (depth 0: the call's own).
        var labelAtDepth: [String?] = [nil]
        var index = range.lowerBound
        while index < range.upperBound {
            let token = source.tokens[index]
            if source.token(index, is: "(") || source.token(index, is: "[") {
                labelAtDepth.append(nil)
            } else if source.token(index, is: ")") || source.token(index, is: "]") {
                if labelAtDepth.count > 1 { labelAtDepth.removeLast() }
            } else if token.kind == .identifier, source.token(index + 1, is: ":") {
                let label = source.text(token)
                labelAtDepth[labelAtDepth.count - 1] = label
                if labelAtDepth.count == 1 { labels.insert(label) }
            } else if token.kind == .string, let argument = labelAtDepth[0] {
                let depth = labelAtDepth.count - 1
                let own = labelAtDepth[depth]
                let taken: Bool
                if argument == "dependencies" {
                    taken = (depth == 1 && own == nil) || (depth == 2 && own == "name")
                } else {
                    // `name: "X"` at the call's level, or an element of its array (`["A", "B"]`).
                    taken = depth == 0 || (depth == 1 && own == nil)
                }
                if taken {
                    let (line, column) = source.position(of: token)
                    values[argument, default: []].append((stringValue(source, token), line, column))
                }
            }
            index += 1
        }
        return (values, labels)
    }

    private static func stringValue(_ source: SourceFile, _ token: Token) -> String {
        let text = source.text(token)
        return String(text.drop(while: { $0 == "#" || $0 == "\"" }).reversed().drop(while: { $0 == "#" || $0 == "\"" }).reversed())
    }

    // MARK: - Paths

    /// The folder of a file's path: `""` for a bare name, `/` for a file at the root.
    private static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: ASCII.slash) else { return "" }
        return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
    }

    /// `relative` below `base` (a manifest at a bare name has base `""`), cleaned.
    private static func joined(_ base: String, _ relative: String) -> String {
        Paths.resolvingParents(base.isEmpty ? relative : Paths.join(base, relative))
    }


    /// Whether a folder (not a file, not a dangling link) is at `path`.
    package static func isFolderOnDisk(_ path: String) -> Bool {
        var info = stat()
        return PathBytes.withSystemPath(path.isEmpty ? "." : path) { stat($0, &info) } == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
