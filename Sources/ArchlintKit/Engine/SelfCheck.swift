import ArchlintScan
import ArchlintModel
import ArchlintReport

/// Runs arbitrary bytes through the whole pipeline and checks the invariants every stage relies
/// on: the libFuzzer target calls `run` for every input (a broken invariant stops it, so the
/// fuzzer keeps the input), and the tests replay the inputs that once broke it
/// (Tests/Fuzz/Regressions) and every fixture through `violations`, which says what broke instead.
package enum SelfCheck {
    private static let configuration = Configuration.builtIn()
    private static let companion = Array("struct UserDTO: Codable { let id: Int }\nstruct User { let id: Int }\n".utf8)

    /// Stops the process when an invariant is broken, with the violations as its message.
    package static func run(_ bytes: [UInt8]) {
        let broken = violations(bytes)
        precondition(broken.isEmpty, broken.joined(separator: "; "))
    }

    /// The invariants `bytes` break, one message each (with its first occurrence), in the order of
    /// the pipeline's stages; empty when all hold. The rules run only when the scan's hold, since
    /// they index what the scan produced.
    static func violations(_ bytes: [UInt8]) -> [String] {
        var broken: [String] = []
        var seen: Set<String> = []
        /// Records `invariant` with `detail`, the first time it is broken.
        func check(_ condition: Bool, _ invariant: String, _ detail: @autoclosure () -> String) {
            if !condition, seen.insert(invariant).inserted { broken.append("\(invariant): \(detail())") }
        }
        let source = SourceFile(path: "Domain/Input.swift", bytes: bytes)
        check(source.lineCount == SourceFile.countLines(bytes),
              "the lexer missed a line break", "\(source.lineCount) lines, \(SourceFile.countLines(bytes)) in the bytes")
        for (index, token) in source.tokens.enumerated() {
            check(token.start >= 0 && token.end >= token.start && Int(token.end) <= bytes.count,
                  "token outside the file", "token \(index) at \(token.start)..<\(token.end) of \(bytes.count) bytes")
            let (line, column) = source.position(of: token)
            check(line >= 1 && line <= source.lineCount && column >= 1, "token outside the lines", "token \(index) at \(line):\(column)")
        }
        for (index, declaration) in source.declarations.enumerated() {
            check(Int(declaration.nameToken) < source.tokens.count,
                  "declaration name outside the tokens", "declaration \(index), token \(declaration.nameToken) of \(source.tokens.count)")
            if let open = declaration.bodyOpen, let close = declaration.bodyClose {
                check(open <= close, "body closes before it opens", "declaration \(index), \(open) > \(close)")
            }
            if let parent = declaration.parent {
                check(Int(parent) < source.declarations.count, "parent out of range", "declaration \(index), parent \(parent) of \(source.declarations.count)")
            }
        }
        for (index, reference) in source.references.enumerated() {
            check(Int(reference.name) < source.names.count && Int(reference.token) < source.tokens.count,
                  "reference out of range", "reference \(index), name \(reference.name) of \(source.names.count), token \(reference.token) of \(source.tokens.count)")
        }
        guard broken.isEmpty else { return broken }
        // The same file in every layer, beside a Data DTO and a Domain entity, through every rule.
        let files = ["Domain/Input.swift", "Data/Input.swift", "Presentation/Input.swift", "Core/Input.swift"].map {
            Project.Input(source: SourceFile(path: $0, bytes: bytes), projectPath: $0)
        } + [Project.Input(source: SourceFile(path: "Data/UserDTO.swift", bytes: companion), projectPath: "Data/UserDTO.swift")]
        let manifest = PackageManifest(path: "Package.swift", source: SourceFile(path: "Package.swift", bytes: bytes))
        let result = Linter.lint(Project(files: files, modules: manifest.modules, manifests: [manifest], configuration: configuration))
        for finding in result.findings {
            check(finding.line >= 1 && finding.column >= 1,
                  "finding before the first line", "\(finding.file):\(finding.line):\(finding.column) \(finding.rule)")
        }
        _ = AuditFormat.json.render(Audit(result, projectName: "input"))
        _ = SARIFReporter().report(result)
        return broken
    }
}
