/// Entities hold the business's data and rules, and reach for nothing.
struct EntityExternalDependencyRule: FileRule {
    init() {}

    static let description = RuleDescription(
        id: "entity_external_dependency",
        name: "Entity external dependency",
        summary: "A Domain entity whose members reach a service, a repository, a singleton (.shared, .default, .current) or the ambient environment.",
        rationale: """
            An entity is the most stable thing in the app: its rules change only when the business \
            does. One that calls `Analytics.shared`, reads `Locale.current` or holds a repository \
            (active record) depends on the environment and on outer layers, cannot be created freely \
            in a test, and changes whenever an SDK does. Pass what the entity needs as values; let \
            use cases talk to services. Types of other layers are the dependency rule's to report.
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
                    ("Domain/Entities/Cart.swift", "struct Cart {\n    var offersExpress: Bool { FeatureFlags.↓shared.expressCheckout }\n}\n")),
        ],
        nonTriggeringExamples: [
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
        ])

    static let singletons: Set<String> = ["shared", "default", "current", "standard"]
    static let serviceRoles: Set<Role> = [.repositoryProtocol, .repositoryImplementation, .dataSource, .useCase, .viewModel]

    func fileCheck(_ project: Project) -> FileCheck {
        return { fileIndex, violations in
            guard project.isKind(fileIndex, .domain) else { return }
            let source = project.files[fileIndex].source
            for (index, declaration) in source.declarations.enumerated() where declaration.kind.isNominal || declaration.kind == .extension {
                let id = Project.DeclarationID(file: fileIndex, declaration: index)
                guard project.rolesOfTypeOrExtended(id).contains(.entity), declaration.parent == nil || declaration.kind != .extension else { continue }
                singletons(in: declaration, index: index, fileIndex: fileIndex, project: project, into: &violations)
                services(in: declaration, index: index, fileIndex: fileIndex, project: project, into: &violations)
            }
        }
    }

    /// `X.shared`, `.current`, … inside the entity's own body (nested types are judged on their own).
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
            let member = source.text(ofToken: cursor)
            guard EntityExternalDependencyRule.singletons.contains(member),
                  cursor >= 2, source.tokens[cursor - 2].kind == .identifier, source.keyword(at: cursor - 2) == nil else { continue }
            let owner = source.text(ofToken: cursor - 2)
            // `static let default = …` of the entity itself is a value, not the environment.
            guard owner != declaration.name, owner != "Self", owner.first?.isUppercase == true else { continue }
            // `Plan.default` of another Domain value type (a struct or enum entity) is a value as well.
            let ownerTypes = project.resolve(owner, in: fileIndex, owner: Int32(index))
            guard ownerTypes.isEmpty || !ownerTypes.allSatisfy({ candidate in
                [.struct, .enum].contains(project.declaration(candidate).kind) && project.roles(of: candidate).contains(.entity)
            }) else { continue }
            violations.append(Violation(
                file: fileIndex, token: source.tokens[cursor], in: source,
                message: "\(declaration.name), an entity, reaches \(owner).\(member)",
                subject: "\(declaration.qualifiedName) \(owner).\(member)"))
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
