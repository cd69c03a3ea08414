/// The targets a `Package.swift` declares, read with archlint's own lexer (the manifest is not run):
/// enough to know which folder is which module, so that `import Data` is a dependency on the layer
/// whose folder `Sources/Data` is.
public struct PackageManifest: Equatable {
    public struct Target: Equatable {
        public var name: String
        public var kind: String
        /// The target's folder, relative to the same base as the manifest's path.
        public var folder: String
        /// Names of the targets and products it depends on, with the position of each.
        public var dependencies: [(name: String, line: Int, column: Int)]
        public var line: Int

        public static func == (lhs: Target, rhs: Target) -> Bool {
            lhs.name == rhs.name && lhs.kind == rhs.kind && lhs.folder == rhs.folder && lhs.line == rhs.line
                && lhs.dependencies.map(\.name) == rhs.dependencies.map(\.name)
        }
    }

    /// Where the manifest is, as archlint reads it (absolute in the CLI).
    public var path: String
    /// The manifest as findings name it (relative to the working directory where possible).
    public var displayPath: String
    /// False for a manifest read only to map targets (the working directory's, when the paths
    /// linted lie below it): its own findings are not reported.
    public var isLinted = true
    public var targets: [Target]

    public init(path: String, source: SourceFile) {
        self.path = path
        displayPath = source.path
        let folder = path.split(separator: "/").dropLast().joined(separator: "/")
        let base = path.hasPrefix("/") ? "/" + folder : folder
        var targets: [Target] = []
        let tokens = source.tokens
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            // `.target(`, `.executableTarget(`, `.testTarget(`, `.macro(`, `.plugin(`
            guard source.token(index, is: "."), tokens[index + 1].kind == .identifier,
                  source.token(index + 2, is: "(") else { continue }
            let kind = source.text(tokens[index + 1])
            guard ["target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary"].contains(kind) else { continue }
            let close = PackageManifest.closingParenthesis(source, from: index + 2)
            let arguments = PackageManifest.arguments(source, index + 3..<close)
            guard let name = arguments["name"]?.first?.text else { continue }
            let defaultRoot = kind == "testTarget" ? "Tests" : kind == "plugin" ? "Plugins" : "Sources"
            let relative = arguments["path"]?.first?.text ?? defaultRoot + "/" + name
            let targetFolder = base.isEmpty ? relative : base + "/" + relative
            let dependencies = (arguments["dependencies"] ?? []).map { ($0.text, $0.line, $0.column) }
            targets.append(Target(name: name, kind: kind, folder: FileWalker.clean(targetFolder),
                                  dependencies: dependencies, line: Int(tokens[index + 1].line)))
            index = close
        }
        self.targets = targets
    }

    private static func closingParenthesis(_ source: SourceFile, from open: Int) -> Int {
        var depth = 0
        for index in open..<source.tokens.count {
            if source.token(index, is: "(") { depth += 1 }
            if source.token(index, is: ")") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return source.tokens.count
    }

    /// String literals per argument label: `name: "X"`, `path: "P"`, and in `dependencies: [...]`
    /// each `"Name"`, `.target(name: "Name")`, `.product(name: "Name", …)` and `.byName(name: "Name")`.
    private static func arguments(_ source: SourceFile, _ range: Range<Int>) -> [String: [(text: String, line: Int, column: Int)]] {
        var result: [String: [(text: String, line: Int, column: Int)]] = [:]
        var depth = 0
        var label: String?
        var index = range.lowerBound
        while index < range.upperBound {
            let token = source.tokens[index]
            if source.token(index, is: "(") || source.token(index, is: "[") { depth += 1 }
            if source.token(index, is: ")") || source.token(index, is: "]") { depth -= 1 }
            if depth == 0, token.kind == .identifier, source.token(index + 1, is: ":") {
                label = source.text(token)
            } else if token.kind == .string, let current = label {
                // Only the top-level value of name/path, but every name inside dependencies.
                if depth == 0 || current == "dependencies" {
                    let isPackageName = current == "dependencies" && PackageManifest.followsPackageLabel(source, index)
                    if !isPackageName {
                        result[current, default: []].append((stringValue(source, token), Int(token.line), Int(token.column)))
                    }
                }
            }
            index += 1
        }
        return result
    }

    /// `.product(name: "X", package: "Y")`: "Y" is a package, not a dependency name.
    private static func followsPackageLabel(_ source: SourceFile, _ index: Int) -> Bool {
        index >= 2 && source.token(index - 1, is: ":") && (source.token(index - 2, is: "package") || source.token(index - 2, is: "condition"))
    }

    private static func stringValue(_ source: SourceFile, _ token: Token) -> String {
        let text = source.text(token)
        return String(text.drop(while: { $0 == "#" || $0 == "\"" }).reversed().drop(while: { $0 == "#" || $0 == "\"" }).reversed())
    }
}
