import ArchlintScan
import ArchlintModel

/// One use case, one action.
struct UseCaseSingleActionRule: FileRule {
    init() {}

    static let description = RuleDescription(
        id: "use_case_single_action",
        name: "Use case single action",
        summary: "A use case (or use case protocol) with more than one action method.",
        rationale: """
            A use case names one thing the user can do (`PlaceOrder`, `GetFeed`). One with `fetch`, \
            `save` and `delete` is a service or a repository wearing a use case's name: its callers \
            depend on actions they do not use, and its tests grow without bound. Split it into one \
            use case per action. A use case protocol is judged once, at the protocol, not in each of \
            its implementations; a stand-in (`Stub…`, `Mock…`, `Preview…`) is never judged, it \
            mirrors the contract its real implementation is judged for. Private helpers, \
            initializers and static factories do not count, nor does a method of a type behind a \
            protocol that the protocol does not require and another of its methods calls (a step of \
            that action); the pages of one paginated action (`fetchFirstPage`, `fetchNextPage`) are \
            one action, and so is a method that only calls another (an input boundary's \
            `login(requestModel:)` that calls the generic `execute(requestModel:)`). An extension \
            belongs to the nearest type of its name: independent copies of \
            an app in one repository keep their own. Left-over code that no target of its Xcode \
            project compiles is not judged.
            """,
        severity: .warning,
        category: .complexity,
        triggeringExamples: UseCaseSingleActionRuleExamples.triggering,
        nonTriggeringExamples: UseCaseSingleActionRuleExamples.nonTriggering)

    func fileCheck(_ project: Project) -> FileCheck {
        let protocolPatterns = project.configuration.roles[.useCase].protocols
        // The extensions of each type, wherever they are: their methods and conformances are the type's.
        // Built once, in file order, then only read by the per-file checks on every core.
        let extensions: [Project.DeclarationID: [Project.DeclarationID]] = {
            var table: [Project.DeclarationID: [Project.DeclarationID]] = [:]
            for fileIndex in project.files.indices {
                for (index, declaration) in project.files[fileIndex].source.declarations.enumerated() where declaration.kind == .extension {
                    let id = Project.DeclarationID(file: fileIndex, declaration: index)
                    for extended in UseCaseSingleActionRule.nearest(project.extendedTypes(of: id), to: fileIndex, in: project) {
                        table[extended, default: []].append(id)
                    }
                }
            }
            return table
        }()
        return { fileIndex, violations in
            guard project.mayDeclareUseCases(fileIndex) else { return }
            let source = project.files[fileIndex].source
            for (index, declaration) in source.declarations.enumerated() {
                let id = Project.DeclarationID(file: fileIndex, declaration: index)
                // A protocol's extensions hold default implementations, not requirements.
                let parts = declaration.kind == .protocol ? [id] : [id] + (extensions[id] ?? [])
                // The project protocols the type conforms to: their requirements are its actions.
                let conformances = declaration.kind == .protocol ? [] : parts.flatMap { part in
                    project.declaration(part).inherits.flatMap { project.resolve($0, in: part.file, owner: -1) }
                }.filter { project.declaration($0).kind == .protocol }
                let judged: Bool
                if declaration.kind == .protocol {
                    // The protocol is the contract: judged once there, not in every implementation.
                    judged = protocolPatterns.matchesAny(declaration.name)
                } else if [.class, .struct, .actor].contains(declaration.kind) {
                    // A stand-in (`StubCountriesInteractor`) mirrors its protocol: the real
                    // implementation is judged for the contract they share.
                    judged = !declaration.isStandIn
                        && !conformances.contains { protocolPatterns.matchesAny(project.declaration($0).name) }
                        && project.roles(of: id).contains(.useCase)
                } else {
                    judged = false
                }
                guard judged else { continue }
                let methods = parts.filter { project.declaration($0).access > .fileprivate }
                    .flatMap { part in project.members(of: part.declaration, in: part.file).map { (file: part.file, declaration: $0.declaration) } }
                    .filter { $0.declaration.kind == .func && (declaration.kind == .protocol || $0.declaration.access > .fileprivate) && !$0.declaration.isStatic }
                let requirements = Set(conformances.flatMap { project.members(of: $0.declaration, in: $0.file).map(\.declaration.name) })
                // Behind a protocol, a method it does not require that another method calls is a
                // helper of that action; without one, what callers use cannot be told apart.
                let callers = conformances.isEmpty ? [:] : UseCaseSingleActionRule.callers(among: methods, in: source, file: fileIndex)
                // A method that only calls another of them is that action under a second name (an input
                // boundary's `login(requestModel:)` that calls the generic `execute(requestModel:)`).
                let methodNames = Set(methods.map(\.declaration.name))
                let actions = methods.filter { method in
                    let name = method.declaration.name
                    if method.file == fileIndex, let called = UseCaseSingleActionRule.onlyCall(in: method.declaration, of: source),
                       called != name, methodNames.contains(called) { return false }
                    return requirements.contains(name) || !(callers[name]?.contains { $0 != name } ?? false)
                }
                let names = Array(Set(actions.map { UseCaseSingleActionRule.action(named: $0.declaration.name) })).sorted()
                guard names.count > 1 else { continue }
                violations.append(Violation(
                    file: fileIndex, token: source.tokens[Int(declaration.nameToken)], in: source,
                    message: "\(declaration.name) has \(names.count) actions: \(names.prefix(4).joined(separator: ", "))"
                        + (names.count > 4 ? " and \(names.count - 4) more" : ""),
                    subject: "declaration \(declaration.qualifiedName)"))
            }
        }
    }

    /// The action a method is a step of: the pages of one paginated action (`fetchFirstPage`,
    /// `fetchNextPage`) are one action, `fetch`.
    static func action(named name: String) -> String {
        for step in ["FirstPage", "NextPage", "PreviousPage", "Page"] where name.hasSuffix(step) && name.count > step.count {
            return String(name.dropLast(step.count))
        }
        return name
    }

    /// The method a body only calls, handing on the input it takes, with nothing else around the
    /// call: `[return] [try] [await] [self.]execute(requestModel: requestModel)`. A method that
    /// takes nothing (`reload() { load() }`) names an action of its own.
    static func onlyCall(in method: Declaration, of source: SourceFile) -> String? {
        guard !method.parameters.isEmpty, let body = method.bodyTokens else { return nil }
        let index = source.forwardedExpressionStart(in: body)
        // A method may be named with a word that is a keyword elsewhere (`open`, `set`), not a reserved one.
        guard index + 1 < body.upperBound, source.tokens[index].kind == .identifier, source.keyword(at: index)?.isReserved != true,
              source.token(index + 1, is: "("), let close = source.closingBracket(of: index + 1), close + 1 == body.upperBound else { return nil }
        return source.text(ofToken: index)
    }

    /// Each name the methods call (`accountRows(` in `fetchData`), with the names of the methods
    /// that call it: a method another one calls is a step of that action. Only the bodies in the
    /// file being checked are read.
    static func callers(among methods: [(file: Int, declaration: Declaration)], in source: SourceFile, file: Int) -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        for caller in methods where caller.file == file {
            guard let body = caller.declaration.bodyTokens else { continue }
            for index in body where source.tokens[index].kind == .identifier && index + 1 < body.upperBound && source.token(index + 1, is: "(") {
                found[source.text(ofToken: index), default: []].insert(caller.declaration.name)
            }
        }
        return found
    }

    /// Of the same-named types an extension may extend, the ones nearest it: independent copies of
    /// one app in a repository (each its own target, all named alike) do not share their extensions.
    static func nearest(_ candidates: [Project.DeclarationID], to file: Int, in project: Project) -> [Project.DeclarationID] {
        guard candidates.count > 1 else { return candidates }
        let folders = project.files[file].source.path.split(separator: "/").dropLast()
        func shared(_ candidate: Project.DeclarationID) -> Int {
            zip(folders, project.files[candidate.file].source.path.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
        }
        let closest = candidates.map(shared).max() ?? 0
        return candidates.filter { shared($0) == closest }
    }
}
