import ArchlintScan
import ArchlintModel

/// Entities hold the business's data and rules, and reach for nothing.
struct EntityExternalDependencyRule: FileRule {
    init() {}

    static let description = RuleDescription(
        id: "entity_external_dependency",
        name: "Entity external dependency",
        summary: "A Domain entity whose members reach a service (`TaxService.currentRate`), a repository, a singleton (.shared, .default, .current) or the ambient environment.",
        rationale: """
            An entity is the most stable thing in the app: its rules change only when the business \
            does. One that calls `Analytics.shared`, reads `Locale.current` or holds a repository \
            (active record) depends on the environment and on outer layers, cannot be created freely \
            in a test, and changes whenever an SDK does. Pass what the entity needs as values; let \
            use cases talk to services. A service is a type with a repository's, data source's, use \
            case's or view model's role, or one named `*Service`, `*Manager`, `*Provider`, `*Store`, \
            `*Client`, `*Repository`, `*DataSource` or `*Gateway`: its static members \
            (`TaxService.currentRate`) are the environment too, an enum's cases are values. Not \
            judged: a type of the Domain with no stored instance property and no case (static \
            helpers, functions over values passed in: no business data), one that constructs use \
            cases (their factory), and the shared instance of a type that stores nothing but \
            formatters (a memo of formatting settings). `Date()` is \
            left alone: a clock read is the use case's to inject, but too common in value \
            computations to tell from one. Types of other layers are the dependency rule's to report.
            """,
        severity: .warning,
        triggeringExamples: [
            Example("an entity that formats with the current locale and tracks itself",
                    ("Domain/Entities/Order.swift", """
                        struct Order {
                            let total: Decimal
                            var label: String { total.formatted(.currency(code: Locale.↓current.currency?.identifier ?? "USD")) }
                            func submit() { Analytics.↓shared.track("order") }
                        }
                        """)),
            Example("an entity that saves itself (active record)",
                    ("Domain/OrderRepository.swift", "protocol OrderRepository { func save(_ order: Order) }\n"),
                    ("Domain/Entities/Order.swift", "struct Order {\n    let repository: ↓OrderRepository\n}\n")),
            Example("an entity that reads a Domain class's shared instance: a singleton, not a value",
                    ("Domain/FeatureFlags.swift", "final class FeatureFlags {\n    static let shared = FeatureFlags()\n    var expressCheckout = false\n}\n"),
                    ("Domain/Entities/Cart.swift", "struct Cart {\n    let items: [String]\n    var offersExpress: Bool { FeatureFlags.↓shared.expressCheckout }\n}\n")),
            Example("an entity's computed property reads a service's static state",
                    ("Domain/Entities/Order.swift", """
                        struct Order {
                            let total: Decimal
                            var totalWithTax: Decimal { total * TaxService.↓currentRate }
                        }
                        """)),
            Example("the shared instance of a type that stores a session, not only formatters",
                    ("Domain/DateCache.swift", "final class DateCache {\n    static let shared = DateCache()\n    let formatter: DateFormatter\n    let session: URLSession\n}\n"),
                    ("Domain/Entities/Post.swift", "struct Post {\n    let date: Date\n    var label: String { DateCache.↓shared.formatter.string(from: date) }\n}\n")),
            Example("an entity that runs a use case it is given, building none, is no factory",
                    ("Domain/UseCases/PlaceOrderUseCase.swift", "protocol PlaceOrderUseCase { func execute(_ order: Order) }\n"),
                    ("Domain/Entities/Order.swift", "struct Order {\n    let id: String\n    func place(with useCase: ↓PlaceOrderUseCase) { useCase.execute(self) }\n}\n")),
            Example("an entity with instance data next to static helpers is still judged",
                    ("Domain/Entities/Language.swift", """
                        struct Language {
                            let code: String
                            static func preferred() -> Language { Language(code: LanguageManager.↓shared.code) }
                        }
                        """)),
        ],
        nonTriggeringExamples: [
            Example("a Domain type that keeps a repository and exposes one action is a use case, whatever its name",
                    ("Domain/MoviesRepository.swift", "protocol MoviesRepository {\n    func search(_ query: String) async throws -> [Movie]\n}\n"),
                    ("Domain/MovieSearcher.swift", "final class MovieSearcher {\n    let repository: MoviesRepository\n    init(repository: MoviesRepository) { self.repository = repository }\n    func search(_ query: String) async throws -> [Movie] {\n        try await repository.search(query).filter { !$0.title.isEmpty }\n    }\n}\n")),
            Example("values in, values out",
                    ("Domain/Entities/Order.swift", """
                        struct Order {
                            let total: Decimal
                            func label(currencyCode: String, locale: Locale) -> String { "\\(total) \\(currencyCode)" }
                            static let `default` = Order(total: 0)
                            var isFree: Bool { total == .zero }
                        }
                        """)),
            Example("`Plan.default`, a value of another entity, is no singleton",
                    ("Domain/Entities/Plan.swift", "struct Plan {\n    static let `default` = Plan(limit: 3)\n    let limit: Int\n}\n"),
                    ("Domain/Entities/Account.swift", "struct Account {\n    var plan = Plan.default\n}\n")),
            Example("a case of an enum named like a service is a value",
                    ("Domain/PaymentProvider.swift", "enum PaymentProvider {\n    case stripe, paypal\n    static func named(_ name: String) -> PaymentProvider? { nil }\n}\n"),
                    ("Domain/Entities/Payment.swift", "struct Payment {\n    var provider = PaymentProvider.stripe\n}\n")),
            Example("static helpers in the Domain hold no business data: no entity",
                    ("Domain/Localization/Languages.swift", """
                        final class Languages {
                            static func tr(_ key: String) -> String { NSLocalizedString(key, bundle: LanguageManager.shared.bundle, comment: "") }
                        }
                        """)),
            Example("functions over values passed in, with no stored property, are a service, not an entity",
                    ("Domain/Calendar/WeekCalendar.swift", """
                        final class WeekCalendar {
                            func days(around date: Date) -> [Date] { (-3...3).compactMap { Calendar.current.date(byAdding: .day, value: $0, to: date) } }
                        }
                        """)),
            Example("a factory that builds use cases from a repository is wiring, not an entity",
                    ("Domain/MovieRepository.swift", "protocol MovieRepository { func movies() -> [Movie] }\n"),
                    ("Domain/UseCases/FetchMoviesUseCase.swift", "final class FetchMoviesUseCase { init(repository: MovieRepository) {} }\n"),
                    ("Domain/MoviesContainer.swift", """
                        final class MoviesContainer {
                            private let repository: MovieRepository
                            init(repository: MovieRepository) { self.repository = repository }
                            func makeFetchMoviesUseCase() -> FetchMoviesUseCase { FetchMoviesUseCase(repository: repository) }
                        }
                        """)),
            Example("the shared memo of formatters is a pure function of its settings",
                    ("Domain/DateFormatterCache.swift", "final class DateFormatterCache {\n    static let shared = DateFormatterCache()\n    let relative: RelativeDateTimeFormatter\n    let short: DateFormatter\n}\n"),
                    ("Domain/Entities/Post.swift", "struct Post {\n    let date: Date\n    var label: String { DateFormatterCache.shared.short.string(from: date) }\n}\n")),
        ])

    static let singletons: Set<String> = ["shared", "default", "current", "standard"]
    static let serviceRoles: Set<Role> = [.repositoryProtocol, .repositoryImplementation, .dataSource, .useCase, .viewModel]
    /// The last word of a type that does the app's work outside the entity: `TaxService.currentRate`
    /// reads a service wherever `TaxService` is declared. Domain services that compute from values
    /// (`*Calculator`, `*Policy`, `*Validator`) are not among them.
    static let serviceWords = ["Service", "Manager", "Provider", "Store", "Client", "Repository", "DataSource", "Gateway"]

    func fileCheck(_ project: Project) -> FileCheck {
        return { fileIndex, violations in
            guard project.isKind(fileIndex, .domain) else { return }
            let source = project.files[fileIndex].source
            for (index, declaration) in source.declarations.enumerated() where declaration.kind.isNominal || declaration.kind == .extension {
                let id = Project.DeclarationID(file: fileIndex, declaration: index)
                guard project.rolesOfTypeOrExtended(id).contains(.entity), declaration.parent == nil || declaration.kind != .extension,
                      !holdsNoData(declaration, index: index, in: source), !buildsUseCases(index, fileIndex: fileIndex, project: project) else { continue }
                singletons(in: declaration, index: index, fileIndex: fileIndex, project: project, into: &violations)
                services(in: declaration, index: index, fileIndex: fileIndex, project: project, into: &violations)
            }
        }
    }

    /// A type with no stored instance property and no case holds no business data: static helpers
    /// (`Languages.tr(_:)`) or functions over values passed in (a calendar's `weekDays(around:)`)
    /// are a toolbox or a service that lies in the Domain, not an entity.
    private func holdsNoData(_ declaration: Declaration, index: Int, in source: SourceFile) -> Bool {
        guard declaration.kind.isNominal, let body = declaration.bodyTokens else { return false }
        guard !source.tree.members(of: index).contains(where: { source.isStoredProperty(source.declarations[Int($0)]) }) else { return false }
        guard declaration.kind == .enum else { return true }
        // An enum's cases are its values; `case` inside a member's body is a `switch`'s.
        var depth = 0
        for cursor in body {
            if source.token(cursor, is: "{") { depth += 1 } else if source.token(cursor, is: "}") { depth -= 1 }
            if depth == 0, source.keyword(at: cursor) == .case { return false }
        }
        return true
    }

    /// A type that constructs use cases (`DefaultFetchMoviesUseCase(repository:)`) is their factory:
    /// it holds repositories to wire them, the composition's work, and is no entity.
    private func buildsUseCases(_ index: Int, fileIndex: Int, project: Project) -> Bool {
        let source = project.files[fileIndex].source
        return project.typeUses(in: fileIndex, within: index).contains { use in
            source.token(Int(use.reference.token) + 1, is: "(") && use.candidates.contains { project.roles(of: $0).contains(.useCase) }
        }
    }

    /// `X.shared`, `.current`, … and a service's static members (`TaxService.currentRate`) inside
    /// the entity's own body (nested types are judged on their own).
    private func singletons(in declaration: Declaration, index: Int, fileIndex: Int, project: Project, into violations: inout [Violation]) {
        let source = project.files[fileIndex].source
        guard let body = declaration.bodyTokens else { return }
        // Its own tokens: the body without the bodies of its nested types (members, in file order).
        // Skipped rather than tested token by token, so that deep nesting stays linear.
        var ownTokens: [Range<Int>] = []
        var start = body.lowerBound
        for member in source.tree.members(of: index) where source.declarations[Int(member)].kind.isType {
            guard let nested = source.declarations[Int(member)].bodyTokens, nested.lowerBound >= start else { continue }
            ownTokens.append(start..<nested.lowerBound)
            start = nested.upperBound
        }
        ownTokens.append(start..<max(start, body.upperBound))
        for cursor in ownTokens.joined() where source.tokens[cursor].kind == .identifier && source.token(cursor - 1, is: ".") {
            guard cursor >= 2, source.tokens[cursor - 2].kind == .identifier, source.keyword(at: cursor - 2) == nil else { continue }
            let member = source.text(ofToken: cursor), owner = source.text(ofToken: cursor - 2)
            // `static let default = …` of the entity itself is a value, not the environment.
            guard owner != declaration.name, owner != "Self", owner.first?.isUppercase == true else { continue }
            let ownerTypes = project.resolve(owner, in: fileIndex, owner: Int32(index))
            if EntityExternalDependencyRule.singletons.contains(member) {
                // `Plan.default` of another Domain value type (a struct or enum entity) is a value as
                // well, and a shared memo of formatters is a pure function of its settings.
                guard ownerTypes.isEmpty || !ownerTypes.allSatisfy({ candidate in
                    [.struct, .enum].contains(project.declaration(candidate).kind) && project.roles(of: candidate).contains(.entity)
                        || isFormatterMemo(candidate, project: project)
                }) else { continue }
            } else {
                // A static property or function, not a nested type (`OrderStore.Kind`).
                guard member.first?.isLowercase == true, isService(owner, member: member, types: ownerTypes, project: project) else { continue }
            }
            violations.append(Violation(
                file: fileIndex, token: source.tokens[cursor], in: source,
                message: "\(declaration.name), an entity, reaches \(owner).\(member)",
                subject: "\(declaration.qualifiedName) \(owner).\(member)"))
        }
    }

    /// A type whose instance properties are all formatters (`DateFormatter`, `NumberFormatter`):
    /// a cache of formatting settings, no service, store or I/O. Read from its declarations alone:
    /// the text of another file than the one checked is not at hand.
    private func isFormatterMemo(_ candidate: Project.DeclarationID, project: Project) -> Bool {
        let declarations = project.files[candidate.file].source.declarations
        let properties = project.files[candidate.file].source.tree.members(of: candidate.declaration).map { declarations[Int($0)] }
            .filter { ($0.kind == .let || $0.kind == .var) && !$0.isStatic }
        return !properties.isEmpty && properties.allSatisfy { $0.type?.hasSuffix("Formatter") == true }
    }

    /// `owner.member` reads a service's static state or calls its static function: the owner has a
    /// service's role or name; when it is an enum of the project, `member` is a static member it
    /// declares, not one of its cases.
    private func isService(_ owner: String, member: String, types: [Project.DeclarationID], project: Project) -> Bool {
        let namedAsService = EntityExternalDependencyRule.serviceWords.contains { owner.hasSuffix($0) }
        guard !types.isEmpty else { return namedAsService }
        return types.contains { candidate in
            guard namedAsService || !project.roles(of: candidate).isDisjoint(with: EntityExternalDependencyRule.serviceRoles) else { return false }
            guard project.declaration(candidate).kind == .enum else { return true }
            let source = project.files[candidate.file].source
            return source.tree.members(of: candidate.declaration).contains { source.declarations[Int($0)].name == member }
        }
    }

    private func services(in declaration: Declaration, index: Int, fileIndex: Int, project: Project, into violations: inout [Violation]) {
        let source = project.files[fileIndex].source
        for (reference, name, role, _) in project.namedTypes(within: index, in: fileIndex, roles: EntityExternalDependencyRule.serviceRoles) {
            violations.append(Violation(
                file: fileIndex, token: source.tokens[Int(reference.token)], in: source,
                message: "\(declaration.name), an entity, depends on \(name), a \(role.phrase)",
                subject: "\(declaration.qualifiedName) \(name)"))
        }
    }
}
