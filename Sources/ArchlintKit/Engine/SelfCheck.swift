/// Runs arbitrary bytes through the whole pipeline and checks the invariants every stage relies
/// on: the libFuzzer target calls it for every input, and the tests replay the inputs that once
/// broke it (Tests/Fuzz/Regressions) and every fixture through it.
public enum SelfCheck {
    private static let configuration = Configuration.builtIn()
    private static let companion = Array("struct UserDTO: Codable { let id: Int }\nstruct User { let id: Int }\n".utf8)

    public static func run(_ bytes: [UInt8]) {
        let source = SourceFile(path: "Domain/Input.swift", bytes: bytes)
        precondition(source.lineCount == SourceFile.countLines(bytes), "the lexer missed a line break")
        for token in source.tokens {
            precondition(token.start >= 0 && token.end >= token.start && Int(token.end) <= bytes.count, "token outside the file")
            precondition(token.line >= 1 && token.column >= 1, "token before the first line")
        }
        for declaration in source.declarations {
            precondition(Int(declaration.nameToken) < source.tokens.count, "declaration name outside the tokens")
            if let open = declaration.bodyOpen, let close = declaration.bodyClose { precondition(open <= close, "body closes before it opens") }
            if let parent = declaration.parent { precondition(Int(parent) < source.declarations.count, "parent out of range") }
        }
        for reference in source.references {
            precondition(Int(reference.name) < source.names.count && Int(reference.token) < source.tokens.count, "reference out of range")
        }
        // The same file in every layer, beside a Data DTO and a Domain entity, through every rule.
        let files = ["Domain/Input.swift", "Data/Input.swift", "Presentation/Input.swift", "Core/Input.swift"].map {
            Project.Input(source: SourceFile(path: $0, bytes: bytes), projectPath: $0)
        } + [Project.Input(source: SourceFile(path: "Data/UserDTO.swift", bytes: companion), projectPath: "Data/UserDTO.swift")]
        let manifest = PackageManifest(path: "Package.swift", source: SourceFile(path: "Package.swift", bytes: bytes))
        let result = Linter.lint(Project(files: files, modules: manifest.modules, manifests: [manifest], configuration: configuration))
        for finding in result.findings { precondition(finding.line >= 1 && finding.column >= 1, "finding before the first line") }
        _ = AuditFormat.json.render(Audit(result, projectName: "input"))
        _ = SARIFReporter().report(result)
    }
}
