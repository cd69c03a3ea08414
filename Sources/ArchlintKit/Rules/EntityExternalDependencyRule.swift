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
        category: .complexity,
        triggeringExamples: EntityExternalDependencyRuleExamples.triggering,
        nonTriggeringExamples: EntityExternalDependencyRuleExamples.nonTriggering)

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
                guard project.rolesOfTypeOrExtended(id).contains(.entity),
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
            // An owner that is a keyword (`Self.shared`, the entity's own) is none.
            guard cursor >= 2, source.tokens[cursor - 2].kind == .identifier, source.keyword(at: cursor - 2) == nil else { continue }
            let member = source.text(ofToken: cursor), owner = source.text(ofToken: cursor - 2)
            // `static let default = …` of the entity itself is a value, not the environment.
            guard owner != declaration.name, owner.first?.isUppercase == true else { continue }
            let ownerTypes = project.resolve(owner, in: fileIndex, owner: Int32(index))
            // A type with a service's role is reported where the entity names it (`services`): one finding.
            if ownerTypes.contains(where: { !project.roles(of: $0).isDisjoint(with: EntityExternalDependencyRule.serviceRoles) }) { continue }
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
    /// service's name (one with a service's role is reported as named, `services`); when it is an
    /// enum of the project, `member` is a static member it declares, not one of its cases.
    private func isService(_ owner: String, member: String, types: [Project.DeclarationID], project: Project) -> Bool {
        guard EntityExternalDependencyRule.serviceWords.contains(where: { owner.hasSuffix($0) }) else { return false }
        return types.isEmpty || types.contains { candidate in
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
