// libFuzzer entry point: scans the input as a Swift file and runs every rule over a small project
// built around it, so the lexer, the structural parser, the project model and the rules all see
// hostile bytes. Compiled together with ArchlintKit's sources by ./run (one module, no import).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let source = SourceFile(path: "Domain/Fuzz.swift", bytes: bytes)
    // Every token lies inside the file, on a real line.
    for token in source.tokens {
        precondition(token.start >= 0 && token.end >= token.start && Int(token.end) <= bytes.count)
        precondition(token.line >= 1 && token.column >= 1)
    }
    for declaration in source.declarations {
        precondition(Int(declaration.nameToken) < source.tokens.count)
        if let open = declaration.bodyOpen, let close = declaration.bodyClose { precondition(open <= close) }
    }
    // The same file in every layer, beside a Data DTO and a Domain entity, through all rules.
    let companion = Array("struct UserDTO: Codable { let id: Int }\nstruct User { let id: Int }\n".utf8)
    let files = ["Domain/Fuzz.swift", "Data/Fuzz.swift", "Presentation/Fuzz.swift", "Core/Fuzz.swift"].map {
        Project.Input(source: SourceFile(path: $0, bytes: bytes), projectPath: $0)
    } + [Project.Input(source: SourceFile(path: "Data/UserDTO.swift", bytes: companion), projectPath: "Data/UserDTO.swift")]
    let manifest = PackageManifest(path: "Package.swift", source: SourceFile(path: "Package.swift", bytes: bytes))
    let project = Project(files: files, manifests: [manifest], configuration: fuzzConfiguration)
    let result = Linter.lint(project)
    for finding in result.findings {
        precondition(finding.line >= 1 && finding.column >= 1)
    }
    _ = Audit(result, projectName: "fuzz")
    _ = SARIFReporter().report(result)
    return 0
}

let fuzzConfiguration = Configuration.builtIn()
