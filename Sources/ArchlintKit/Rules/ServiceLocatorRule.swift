import ArchlintScan
import ArchlintModel

/// View models, use cases and views receive their dependencies; they do not fetch them.
struct ServiceLocatorRule: FileRule {
    init() {}

    static let description = RuleDescription(
        id: "service_locator",
        name: "Service locator",
        summary: "A view model, use case or view that pulls its dependencies from a container (`.shared`, `resolve(...)`, an injected container) instead of receiving them through its initializer.",
        rationale: """
            A type that asks a container for what it needs (`AppContainer.shared.makeUseCase()`, \
            `resolver.resolve(UserRepository.self)`, `@Injected var api`, \
            `@Environment(\\.injected) var container`) hides its dependencies: its initializer no \
            longer says what it uses, a test must configure the global container instead of passing \
            a stub, and a missing registration fails at run time, not at compile time. Constructor \
            injection keeps the wiring in the composition root, the one place that knows every \
            concrete type. The recommended rules accept a small app's shared container (any layer may \
            name it and call its factory methods); the strict preset turns this rule on.
            """,
        severity: .warning,
        category: .complexity,
        isOptIn: true,
        triggeringExamples: ServiceLocatorRuleExamples.triggering,
        nonTriggeringExamples: ServiceLocatorRuleExamples.nonTriggering)

    /// Property wrappers of DI frameworks (Resolver, Factory, Swinject's extensions) that fill a
    /// property from a global container.
    static let injectingWrappers: Set<String> = ["Injected", "LazyInjected", "WeakLazyInjected", "OptionalInjected", "InjectedObject",
                                                 "Inject", "InjectedObservable"]
    /// DI frameworks whose `resolve(...)` is a container lookup.
    static let containerFrameworks: Set<String> = ["Swinject", "SwinjectAutoregistration", "Resolver", "Factory", "Dependiject",
                                                   "DITranquillity", "Dip", "Cleanse", "NeedleFoundation"]
    static let judgedRoles: Set<Role> = [.viewModel, .useCase, .view]
    /// Words that name a container in a receiver (`resolver`, `Factory.shared`, `self.container`):
    /// `promise.resolve(42)` is no lookup.
    static let containerWords = ["resolver", "container", "factory", "assembler", "injector", "locator"]

    /// `resolver.resolve(` at `index`, with the receiver as written (`resolver`, `Factory.shared`).
    private func containerLookup(at index: Int, in source: SourceFile) -> (call: Int, receiver: String)? {
        guard source.token(index, is: "resolve"), source.token(index - 1, is: "."), source.token(index + 1, is: "(") else { return nil }
        var start = index - 1
        // A receiver's parts are names, a projected one too (`$container.resolve(`).
        while start >= 2, source.token(start, is: "."), source.tokens[start - 1].kind == .identifier || source.tokens[start - 1].kind == .dollarIdentifier {
            start -= 2
        }
        let parts = stride(from: start + 1, to: index, by: 2).map { source.text(ofToken: $0) }
        guard parts.contains(where: { part in
            let word = part.lowercased()
            return ServiceLocatorRule.containerWords.contains { word.contains($0) }
        }) else { return nil }
        return (index, parts.joined(separator: "."))
    }

    func fileCheck(_ project: Project) -> FileCheck {
        return { fileIndex, violations in
            // A file in no layer is judged too: the rule looks at roles (a view, a view model), not layers.
            guard !project.isCompositionRoot(fileIndex) else { return }
            let file = project.files[fileIndex]
            // A type and its extensions in the file are one finding per container.
            var reported = Set<String>()
            let source = file.source
            let usesFramework = source.imports.contains { ServiceLocatorRule.containerFrameworks.contains($0.module) }
            func judgedRole(_ index: Int) -> Role? {
                let declaration = source.declarations[index]
                guard (declaration.kind.isNominal && declaration.kind != .protocol) || declaration.kind == .extension else { return nil }
                return project.rolesOfTypeOrExtended(Project.DeclarationID(file: fileIndex, declaration: index))
                    .intersection(ServiceLocatorRule.judgedRoles).min()
            }
            for (index, declaration) in source.declarations.enumerated() {
                guard let role = judgedRole(index) else { continue }
                // A type nested in a judged type, in its body or one of its methods, is judged with it:
                // its code is among the outer type's (a type in a namespace enum, which is judged for
                // nothing, is judged on its own).
                var holder = declaration.parent.map(Int.init)
                while let outer = holder, judgedRole(outer) == nil {
                    holder = source.declarations[outer].parent.map(Int.init)
                }
                if holder != nil { continue }
                let typeName = declaration.kind == .extension ? declaration.qualifiedName : declaration.name
                func report(_ token: Int, _ how: String, subject: String) {
                    guard !file.previews.contains(where: { $0.contains(token) }),
                          reported.insert("\(declaration.qualifiedName) \(subject)").inserted else { return }
                    violations.append(Violation(
                        file: fileIndex, token: source.tokens[token], in: source,
                        message: "\(typeName), a \(role.phrase), pulls its dependencies from \(how)",
                        subject: "\(declaration.qualifiedName) \(subject)"))
                }
                for use in project.typeUses(in: fileIndex, within: index, includingContainer: true)
                where use.candidates.allSatisfy(project.isContainer) {
                    let name = source.name(of: use.reference)
                    report(Int(use.reference.token), "the container \(name)", subject: name)
                }
                // Its stored properties, then those of the types nested in it.
                var types = [index], next = 0
                while next < types.count {
                    let type = types[next]
                    next += 1
                    for (memberIndex, member) in project.members(of: type, in: fileIndex) {
                        if member.kind.isType { types.append(memberIndex) }
                        guard member.kind == .var || member.kind == .let,
                              let wrapper = member.attributes.first(where: ServiceLocatorRule.injectingWrappers.contains) else { continue }
                        report(Int(member.firstToken), "@\(wrapper)", subject: "@" + wrapper)
                    }
                }
                if usesFramework, let body = declaration.bodyTokens,
                   let (call, receiver) = body.lazy.compactMap({ containerLookup(at: $0, in: source) }).first {
                    report(call, receiver + ".resolve(...)", subject: "resolve")
                }
            }
        }
    }
}
