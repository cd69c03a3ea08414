/// A mapper that cannot convert a value says so.
struct MapperSilentDefaultRule: FileRule {
    init() {}

    static let description = RuleDescription(
        id: "mapper_silent_default",
        name: "Mapper silent default",
        summary: "A mapper hides invalid data behind a default (`Currency(rawValue: dto.currency) ?? .usd`) instead of throwing a mapping error.",
        rationale: """
            When the server sends a currency the app does not know, `?? .usd` turns bad data into a \
            wrong price that nobody notices; a mapping error surfaces at the boundary where it can be \
            logged, reported and handled. The rule looks in mappers (types named `*Mapper`, files in \
            `Mappers/`, conversion functions such as `toDomain()`) for a failed conversion — \
            `init(rawValue:)`, `Int(…)`, `URL(string:)`, `UUID(uuidString:)`, a formatter's `date(from:)`, \
            `try?` — replaced with `??` and a default. A default for a field that is optional in the \
            API (`dto.nickname ?? ""`) is a product decision, not a conversion failure, and stays quiet.
            """,
        severity: .warning,
        triggeringExamples: [
            Example("an unknown currency becomes dollars",
                    ("Data/Mappers/PriceMapper.swift", """
                        enum PriceMapper {
                            static func map(_ dto: PriceDTO) -> Price {
                                Price(amount: dto.amount, currency: Currency(rawValue: dto.currency) ↓?? .usd)
                            }
                        }
                        """)),
            Example("a failed URL parse becomes a placeholder",
                    ("Data/UserDTO+Domain.swift", """
                        extension UserDTO {
                            func toDomain() -> User {
                                User(name: name, avatar: URL(string: avatar_url) ↓?? URL(fileURLWithPath: "/"))
                            }
                        }
                        """)),
        ],
        nonTriggeringExamples: [
            Example("the mapper throws",
                    ("Data/Mappers/PriceMapper.swift", """
                        enum PriceMapper {
                            static func map(_ dto: PriceDTO) throws -> Price {
                                guard let currency = Currency(rawValue: dto.currency) else { throw MappingError.unknownCurrency(dto.currency) }
                                return Price(amount: dto.amount, currency: currency, note: dto.note ?? "")
                            }
                        }
                        """)),
            Example("a default for a field the API may leave out, not for a failed conversion",
                    ("Data/UserDTO+Domain.swift", """
                        extension UserDTO {
                            func toDomain() -> User {
                                User(name: name, nickname: nickname ?? name)
                            }
                        }
                        """)),
            Example("a raw value read, not a failed init(rawValue:)",
                    ("Data/Mappers/PriceMapper.swift", """
                        enum PriceMapper {
                            static func map(_ dto: PriceDTO) -> Price {
                                Price(code: dto.currency?.rawValue ?? "USD")
                            }
                        }
                        """)),
        ])

    /// Calls whose `nil` means "this value could not be converted".
    static let failableConversions: Set<String> = ["Int", "Int64", "Int32", "Double", "Float", "Decimal", "Bool", "URL", "UUID",
                                                    "Date", "Character"]

    func fileCheck(_ project: Project) -> FileCheck {
        let conversions = Set(project.configuration.roles[.mapper].functions)
        return { fileIndex, violations in
            let source = project.files[fileIndex].source
            for (index, declaration) in source.declarations.enumerated() where declaration.kind.isFunctionLike {
                guard let body = declaration.bodyTokens, isMapping(declaration, index: index, fileIndex: fileIndex, project: project,
                                                                    conversions: conversions) else { continue }
                for cursor in body where source.isNilCoalescing(at: cursor) {
                    guard let conversion = failedConversion(before: cursor, from: body.lowerBound, in: source) else { continue }
                    let owner = source.parent(of: declaration).map { $0.name + "." } ?? ""
                    violations.append(Violation(
                        file: fileIndex, token: source.tokens[cursor], in: source,
                        message: "\(owner)\(declaration.name) replaces a failed \(conversion) with a default",
                        subject: "\(owner)\(declaration.name) \(conversion) ??"))
                }
            }
        }
    }

    private func isMapping(_ function: Declaration, index: Int, fileIndex: Int, project: Project, conversions: Set<String>) -> Bool {
        if conversions.contains(function.name) { return true }
        var current = function.parent
        while let parent = current {
            let id = Project.DeclarationID(file: fileIndex, declaration: Int(parent))
            let declaration = project.declaration(id)
            if declaration.kind == .extension {
                if project.extendedTypes(of: id).contains(where: { project.roles(of: $0).contains(.mapper) }) { return true }
            } else if project.roles(of: id).contains(.mapper) {
                return true
            }
            current = declaration.parent
        }
        return false
    }

    /// What failed, when the operand left of `??` (back to the start of its expression) is a
    /// failable conversion: `init(rawValue:)`, `Int(…)`, `URL(string:)`, `date(from:)` or `try?`.
    private func failedConversion(before operatorIndex: Int, from start: Int, in source: SourceFile) -> String? {
        var depth = 0
        var cursor = operatorIndex - 1
        var found: String?
        while cursor >= start {
            let token = source.tokens[cursor]
            if source.token(cursor, is: ")") || source.token(cursor, is: "]") { depth += 1 }
            if source.token(cursor, is: "(") || source.token(cursor, is: "[") {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, source.token(cursor, is: ",") || source.token(cursor, is: "=") || source.token(cursor, is: "{")
                || (token.kind == .operator && !source.token(cursor, is: ".")) { break }
            // `GenreDTO(rawValue: genre ?? "")`: at depth 0 a label's colon starts the operand.
            if depth == 0, source.token(cursor, is: ":") { break }
            if token.kind == .identifier {
                let text = source.text(token)
                if text == "rawValue", source.token(cursor + 1, is: ":") { found = "init(rawValue:)" }
                if MapperSilentDefaultRule.failableConversions.contains(text), source.token(cursor + 1, is: "(") { found = "\(text)(…)" }
                if text == "date" || text == "number", source.token(cursor + 1, is: "("), source.token(cursor + 2, is: "from") {
                    found = "\(text)(from:)"
                }
                if source.keyword(at: cursor) == .try, source.token(cursor + 1, is: "?") { found = "try?" }
            }
            cursor -= 1
        }
        return found
    }
}
