import ArchlintScan
import ArchlintModel

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
            `Mappers/`, conversion functions such as `toDomain()`) and in every conversion from a \
            DTO whatever its name and place: a function that takes a DTO and makes another type \
            (`makeProduct(from:)`, `parse(_:)`), an initializer that takes one (`init(dto:)`, \
            `init(from response:)`), a DTO's own function that makes another type, and a function \
            whose first argument is labelled `from`, of no type of the project, that makes a project \
            type (a parser's `post(from element:)`, which reads wire data without a DTO). There it reports \
            a failed conversion — `init(rawValue:)`, `Int(…)`, `URL(string:)`, `UUID(uuidString:)`, a \
            formatter's `date(from:)`, `try?` — replaced with `??` and a default. A default for a \
            field that is optional in the API (`dto.nickname ?? ""`) is a product decision, not a \
            conversion failure, and stays quiet; so does code that converts no DTO (a view model's \
            `URL(string: movie.poster) ?? placeholder` shows an entity, whose data was checked at the \
            boundary) and a DTO's own decoding (`init(from decoder:)`), which builds the wire model.
            """,
        severity: .warning,
        category: .bugRisk,
        triggeringExamples: MapperSilentDefaultRuleExamples.triggering,
        nonTriggeringExamples: MapperSilentDefaultRuleExamples.nonTriggering)

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

    /// A mapper's function (a `*Mapper` type's, an extension of one, `toDomain()` and the other
    /// configured names), or a conversion from a DTO whatever its name: a function of a DTO (or an
    /// extension of one) that makes another project type, a function or `init` that takes a DTO
    /// (`init(dto:)`, `makeProduct(from:)`), a function from wire data labelled `from` that makes a
    /// project type (a parser's). A DTO's own `init`, its decoding, builds the DTO.
    private func isMapping(_ function: Declaration, index: Int, fileIndex: Int, project: Project, conversions: Set<String>) -> Bool {
        if conversions.contains(function.name) { return true }
        var current = function.parent
        while let parent = current {
            let id = Project.DeclarationID(file: fileIndex, declaration: Int(parent))
            if project.rolesOfTypeOrExtended(id).contains(.mapper) { return true }
            current = project.declaration(id).parent
        }
        func isDTO(_ candidates: [Project.DeclarationID]) -> Bool {
            !candidates.isEmpty && candidates.allSatisfy { project.roles(of: $0).contains(.dto) }
        }
        let (inputs, outputs) = project.conversionEnds(of: index, in: fileIndex)
        if function.kind == .`init` { return inputs.dropFirst().contains(where: isDTO) }
        // `post(from elements:)`: the label Swift gives a conversion's source, here wire data of a
        // parser (a scraped page, a JSON dictionary: no type of the project) rather than a DTO. From
        // an entity (`cellModel(from movie:)`) it presents data the boundary checked.
        let parsesWireData = function.parameters.first.map { first in
            first.label == "from" && project.typesNamed(in: first.type, in: fileIndex, owner: index).allSatisfy(\.isEmpty)
        } ?? false
        // The first input is the type the function is a member of: a DTO's own method maps it.
        return (parsesWireData || inputs.contains(where: isDTO)) && outputs.contains { !$0.isEmpty && !isDTO($0) }
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
                || token.kind == .operator { break }
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
