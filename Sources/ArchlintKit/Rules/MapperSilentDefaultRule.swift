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
            Example("an entity's initializer from a DTO turns an unknown currency into dollars",
                    ("Data/DTO/ProductDTO.swift", "struct ProductDTO: Decodable {\n    let currency: String\n}\n"),
                    ("Domain/Entities/Product.swift", "struct Product {\n    let currency: Currency\n}\n"),
                    ("Data/Product+DTO.swift", """
                        extension Product {
                            init(dto: ProductDTO) {
                                self.init(currency: Currency(rawValue: dto.currency) ↓?? .usd)
                            }
                        }
                        """)),
            Example("a factory method that takes a DTO hides a malformed stock count",
                    ("Data/DTO/ProductDTO.swift", "struct ProductDTO: Decodable {\n    let stock: String\n}\n"),
                    ("Domain/Entities/Product.swift", "struct Product {\n    let stock: Int\n}\n"),
                    ("Data/Repositories/ProductRepository.swift", """
                        final class ProductRepository {
                            static func makeProduct(from dto: ProductDTO) -> Product {
                                Product(stock: Int(dto.stock) ↓?? 0)
                            }
                        }
                        """)),
            Example("a DTO's own conversion, whatever its name, hides a bad date",
                    ("Domain/Entities/Post.swift", "struct Post {\n    let date: Date\n}\n"),
                    ("Data/DTO/PostDTO.swift", """
                        struct PostDTO: Decodable {
                            let created_at: String
                            func asPost(formatter: ISO8601DateFormatter) -> Post {
                                Post(date: formatter.date(from: created_at) ↓?? Date())
                            }
                        }
                        """)),
            Example("a parser makes an entity from a scraped element and hides a missing id",
                    ("Domain/Entities/Post.swift", "struct Post {\n    let id: Int\n}\n"),
                    ("Data/Scraping/PostParser.swift", """
                        struct PostParser {
                            func post(from element: HTMLElement) -> Post {
                                Post(id: Int(element.attribute("id")) ↓?? 0)
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
            Example("a view model shows an entity with a placeholder: no DTO is converted",
                    ("Domain/Entities/Movie.swift", "struct Movie {\n    let posterPath: String\n}\n"),
                    ("Presentation/MovieRowViewModel.swift", """
                        final class MovieRowViewModel {
                            let movie: Movie
                            init(movie: Movie) { self.movie = movie }
                            func posterURL() -> URL { URL(string: movie.posterPath) ?? URL(fileURLWithPath: "/") }
                        }
                        """)),
            Example("a function that takes a DTO but makes none of the app's types (a log line)",
                    ("Data/DTO/ProductDTO.swift", "struct ProductDTO: Decodable {\n    let stock: String\n}\n"),
                    ("Data/Logging/ProductLog.swift", """
                        enum ProductLog {
                            static func line(_ dto: ProductDTO) -> String { "stock \\(Int(dto.stock) ?? 0)" }
                        }
                        """)),
            Example("a function from an entity to a row's model presents data the boundary checked",
                    ("Domain/Entities/Movie.swift", "struct Movie {\n    let posterPath: String\n}\n"),
                    ("Presentation/MovieRow.swift", """
                        struct MovieRow {
                            let poster: URL
                            static func make(from movie: Movie) -> MovieRow { MovieRow(poster: URL(string: movie.posterPath) ?? URL(fileURLWithPath: "/")) }
                        }
                        """)),
            Example("a function from text to a number makes no type of the project: no conversion to judge",
                    ("Data/Scraping/CountParser.swift", """
                        struct CountParser {
                            func count(from text: String) -> Int { Int(text) ?? 0 }
                        }
                        """)),
            Example("a DTO's own decoding builds the wire model, it converts nothing yet",
                    ("Data/DTO/PostDTO.swift", """
                        struct PostDTO: Decodable {
                            let likes: Int
                            init(from decoder: Decoder) throws {
                                let container = try decoder.singleValueContainer()
                                likes = Int(try container.decode(String.self)) ?? 0
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
        let ofDTO = function.parent.map { project.rolesOfTypeOrExtended(Project.DeclarationID(file: fileIndex, declaration: Int($0))).contains(.dto) } ?? false
        // `post(from elements:)`: the label Swift gives a conversion's source, here wire data of a
        // parser (a scraped page, a JSON dictionary: no type of the project) rather than a DTO. From
        // an entity (`cellModel(from movie:)`) it presents data the boundary checked.
        let parsesWireData = function.parameters.first.map { first in
            first.label == "from" && project.typesNamed(in: first.type, in: fileIndex, owner: index).allSatisfy(\.isEmpty)
        } ?? false
        return (ofDTO || parsesWireData || inputs.contains(where: isDTO)) && outputs.contains { !$0.isEmpty && !isDTO($0) }
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
