import ArchlintScan
import ArchlintModel

/// A use case earns its place with logic.
package struct PassThroughUseCaseRule: FileRule {
    package init() {}

    package static let description = RuleDescription(
        id: "pass_through_use_case",
        name: "Pass-through use case",
        summary: "A use case whose every action only forwards its parameters, unchanged, to one call or property of a stored dependency "
            + "or of a protocol requirement.",
        rationale: """
            A use case exists to hold application logic: validation, transformation, filtering, sorting, \
            error mapping, orchestration of several repositories. One that only forwards to a repository \
            adds a type, a protocol, a mock and an injection site and buys nothing; the expert rule is to \
            let the view model call the repository directly for plain CRUD, and to introduce the use \
            case when the first real rule appears. A use case written as a protocol and its extension, \
            whose dependency is a property requirement of the protocol (`var orderGateway: \
            OrderGateway { get }`), is judged the same way; so is one written as a struct of closures \
            (`struct FetchStories { let execute: (Query) async -> [Story] }`, a use case by its name or, \
            in the Domain, by that shape), whose actions are the closures its static factories build \
            from the dependencies they take (`static func live(repository:) -> Self`). A completion \
            handler handed on is forwarding too, in a closure that only passes the result to it, or \
            switches over Swift's `Result` and wraps each case's value again as it came; where the \
            project declares a `Result` of its own, such a switch may turn one type into another, \
            and is not seen through. Reported at the use case's declaration (or the protocol extension), naming each forwarding action and where it forwards to, as a \
            warning: sometimes a team keeps them for uniformity, and says so with a suppression.
            """,
        severity: .warning,
        category: .complexity,
        triggeringExamples: PassThroughUseCaseRuleExamples.triggering,
        nonTriggeringExamples: PassThroughUseCaseRuleExamples.nonTriggering)

    package func fileCheck(_ project: Project) -> FileCheck {
        let conformedByUseCases = PassThroughUseCaseRule.protocolsConformedByUseCases(project)
        let factories = PassThroughUseCaseRule.closureStructFactories(project)
        let forwarding = Forwarding(relaysResults: !PassThroughUseCaseRule.declaresOwnResult(project))
        return { fileIndex, violations in
            guard project.mayDeclareUseCases(fileIndex) else { return }
            let source = project.files[fileIndex].source
            for (index, declaration) in source.declarations.enumerated() {
                let id = Project.DeclarationID(file: fileIndex, declaration: index)
                let forwards: [String]?
                let subject: String
                switch declaration.kind {
                case .struct where factories[id] != nil:
                    forwards = forwarding.factories(factories[id] ?? [], of: declaration.name, project: project)
                    subject = "declaration \(declaration.qualifiedName)"
                case .class, .struct, .actor:
                    guard project.roles(of: id).contains(.useCase) else { continue }
                    let members = project.members(of: index, in: fileIndex)
                    let dependencies = Set(members.filter { ($0.declaration.kind == .var || $0.declaration.kind == .let) && !$0.declaration.isStatic }
                        .map(\.declaration.name))
                    forwards = forwarding.actions(members, dependencies: dependencies, in: source)
                    subject = "declaration \(declaration.qualifiedName)"
                case .extension:
                    guard let requirements = useCaseRequirements(of: id, project: project, conformedByUseCases: conformedByUseCases) else { continue }
                    forwards = forwarding.actions(project.members(of: index, in: fileIndex), dependencies: requirements, in: source)
                    subject = "extension \(declaration.name)"
                default:
                    continue
                }
                guard let forwards else { continue }
                violations.append(Violation(
                    file: fileIndex, token: source.tokens[Int(declaration.nameToken)], in: source,
                    message: "\(declaration.name) only forwards: \(forwards.prefix(2).joined(separator: ", "))"
                        + (forwards.count > 2 ? " and \(forwards.count - 2) more" : ""),
                    subject: subject))
            }
        }
    }

    // MARK: - Use cases as structs of closures

    /// The use cases written as a struct of closures (`struct FetchStories { let execute: (Input)
    /// async -> [Story] }`, swift-dependencies' style), each with its factories: the static functions
    /// (or subscripts) that take its dependencies and return it (`static func live(repository:) -> Self`), in the
    /// struct or its extensions, where use cases may be declared. Such a struct is a use case by its
    /// name, or by its shape when it is in the Domain; a `*Client` of Data or Presentation, or a
    /// factory declared there (an adapter that implements the Domain's port), is data access.
    private static func closureStructFactories(_ project: Project) -> [Project.DeclarationID: [Project.DeclarationID]] {
        var factories: [Project.DeclarationID: [Project.DeclarationID]] = [:]
        var isClosureStruct: [Project.DeclarationID: Bool] = [:]
        func closureStruct(_ id: Project.DeclarationID) -> Bool {
            if let known = isClosureStruct[id] { return known }
            let stored = project.members(of: id.declaration, in: id.file).map(\.declaration).filter { (member: Declaration) -> Bool in
                (member.kind == .var || member.kind == .let) && !member.isStatic && member.bodyOpen == nil
            }
            let ofClosures = !stored.isEmpty && stored.allSatisfy { (member: Declaration) -> Bool in member.type.map(isClosureType) ?? false }
            let answer = project.declaration(id).kind == .struct && ofClosures
                && (project.roles(of: id).contains(.useCase) || project.isKind(id.file, .domain))
            isClosureStruct[id] = answer
            return answer
        }
        for (fileIndex, file) in project.files.enumerated() where project.mayDeclareUseCases(fileIndex) {
            for (index, declaration) in file.source.declarations.enumerated()
            where declaration.isStatic && !declaration.parameters.isEmpty {
                guard let parent = declaration.parent.map(Int.init) else { continue }
                let owner = Project.DeclarationID(file: fileIndex, declaration: parent)
                let owners = file.source.declarations[parent].kind == .extension ? project.extendedTypes(of: owner) : [owner]
                guard owners.count == 1, declaration.type == "Self" || declaration.type == project.declaration(owners[0]).name,
                      closureStruct(owners[0]) else { continue }
                factories[owners[0], default: []].append(Project.DeclarationID(file: fileIndex, declaration: index))
            }
        }
        return factories
    }

    /// `(Input) async throws -> Output`, `@Sendable () -> Void`: a function type.
    private static func isClosureType(_ type: String) -> Bool {
        var plain = Substring(type)
        while plain.hasPrefix("@") {
            guard let space = plain.firstIndex(of: " ") else { return false }
            plain = plain[plain.index(after: space)...]
        }
        return plain.hasPrefix("(") && plain.contains("->")
    }

    // MARK: - Use cases as protocol extensions

    /// The names of the protocols that a use-case type (or an extension of one) conforms to: an
    /// extension of one of them holds that use case's actions (`final class GetOrderList:
    /// GettingOrderList {}`, `enum GetOrderList: GettingOrderList`).
    private static func protocolsConformedByUseCases(_ project: Project) -> Set<String> {
        var names = Set<String>()
        for (fileIndex, file) in project.files.enumerated() where project.mayDeclareUseCases(fileIndex) {
            for (index, declaration) in file.source.declarations.enumerated()
            where !declaration.inherits.isEmpty {
                guard project.roles(of: Project.DeclarationID(file: fileIndex, declaration: index)).contains(.useCase) else { continue }
                names.formUnion(declaration.inherits.lazy.map(Project.lastComponent))
            }
        }
        return names
    }

    /// For a use case written as a protocol extension (`extension GettingOrderList { func
    /// getOrderList(…) { orderGateway.getOrderList(…) } }`): the protocol's property requirements,
    /// its dependencies (with those of the project protocols it refines, and the properties of a
    /// class it requires conformers to subclass, `protocol Loading: OrderScreen`). Nil for any other
    /// extension. The extension is a use case by its folder or name, by its protocol's name
    /// (`*UseCaseProtocol`), or because a use-case type conforms to the protocol; a repository
    /// protocol's default implementations are no use case.
    private func useCaseRequirements(of id: Project.DeclarationID, project: Project, conformedByUseCases: Set<String>) -> Set<String>? {
        let extended = project.extendedTypes(of: id)
        guard !extended.isEmpty, extended.allSatisfy({ project.declaration($0).kind == .protocol }),
              !extended.contains(where: { project.roles(of: $0).contains(.repositoryProtocol) }),
              project.roles(of: id).contains(.useCase)
                || extended.contains(where: { project.businessRoles(of: $0).contains(.useCase) })
                || conformedByUseCases.contains(Project.lastComponent(project.declaration(id).name))
        else { return nil }
        var requirements = Set<String>()
        var seen = Set(extended)
        var pending = extended
        while let current = pending.popLast() {
            for member in project.members(of: current.declaration, in: current.file)
            where (member.declaration.kind == .var || member.declaration.kind == .let) && !member.declaration.isStatic {
                requirements.insert(member.declaration.name)
            }
            for inherited in project.declaration(current).inherits {
                for refined in project.resolve(typeName: inherited, in: current.file, owner: -1)
                where seen.insert(refined).inserted {
                    pending.append(refined)
                }
            }
        }
        return requirements.isEmpty ? nil : requirements
    }

    /// Whether the project declares a `Result` of its own at its top level, which it then means by
    /// the name (a nested one is its parent's).
    private static func declaresOwnResult(_ project: Project) -> Bool {
        project.files.contains { file in
            file.source.declarations.contains { declaration in
                declaration.parent == nil && declaration.name == "Result" && declaration.access > .fileprivate
                    && (declaration.kind.isNominal || (declaration.kind == .typealias && declaration.aliasedType != "Swift.Result"))
            }
        }
    }

    /// `getOrderList(dto:)`, `execute(_:)`, `load()`: an action as Swift names it.
    static func signature(of function: Declaration) -> String {
        "\(function.name)(\(function.parameters.map { "\($0.label):" }.joined()))"
    }


}

extension PassThroughUseCaseRule {
    /// What counts as only forwarding, in one project.
    struct Forwarding {
        /// Whether a closure that hands on a `Result` unchanged, case by case
        /// (`case .success(let posts): completion(.success(posts))`), still forwards: not where the
        /// project declares its own `Result`, when the switch may turn one type into another.
        let relaysResults: Bool

        /// "execute(_:) → repository.save" for each action (a visible instance method) among `members`,
        /// when there is one and every one only forwards to one of `dependencies`; nil otherwise.
        func actions(_ members: [(index: Int, declaration: Declaration)], dependencies: Set<String>, in source: SourceFile) -> [String]? {
            let actions = members.filter { member in
                member.declaration.kind == .func && member.declaration.access > .fileprivate && !member.declaration.isStatic
            }
            guard !actions.isEmpty else { return nil }
            var forwards: [String] = []
            for action in actions {
                guard let body = action.declaration.bodyTokens,
                      let call = forwardedCall(body, parameters: Set(action.declaration.parameters.map(\.name)), in: source,
                                               dependencies: dependencies) else { return nil }
                forwards.append("\(PassThroughUseCaseRule.signature(of: action.declaration)) → \(call)")
            }
            return forwards
        }

        /// "live(repository:) → repository.fetch" for each closure of each factory, when every closure
        /// the factories build only forwards its parameters to one of the factory's parameters; nil
        /// otherwise. A closure that checks, converts or adds anything is the use case's logic.
        func factories(_ factories: [Project.DeclarationID], of name: String, project: Project) -> [String]? {
            guard !factories.isEmpty else { return nil }
            var forwards: [String] = []
            for id in factories {
                let factory = project.declaration(id)
                let source = project.files[id.file].source
                guard let body = factory.bodyTokens,
                      let closures = constructedClosures(body, of: name, in: source), !closures.isEmpty else { return nil }
                let dependencies = Set(factory.parameters.map(\.name))
                for closure in closures {
                    guard let (parameters, closureBody) = closureParts(closure, in: source),
                          let call = forwardedCall(closureBody, parameters: Set(parameters), in: source, dependencies: dependencies) else { return nil }
                    forwards.append("\(PassThroughUseCaseRule.signature(of: factory)) → \(call)")
                }
            }
            return forwards
        }

        /// The `{` of each closure the body passes to the struct's initializer, when the body is only
        /// that call: `[return] .init { … }`, `.init(execute: { … })`, `Self(load: { … }, save: { … })`,
        /// `FetchStories { … }`. Nil for any other body.
        private func constructedClosures(_ body: Range<Int>, of name: String, in source: SourceFile) -> [Int]? {
            var cursor = body.lowerBound
            if source.keyword(at: cursor) == .return { cursor += 1 }
            if source.token(cursor, is: "."), source.token(cursor + 1, is: "init") {
                cursor += 2
            } else if source.token(cursor, is: "Self") || (cursor < body.upperBound && source.text(ofToken: cursor) == name) {
                cursor += 1
                if source.token(cursor, is: "."), source.token(cursor + 1, is: "init") { cursor += 2 }
            } else {
                return nil
            }
            var closures: [Int] = []
            /// A closure at `cursor`, after its label if it has one: noted, and `cursor` moved past it.
            func closure() -> Bool {
                if cursor + 1 < body.upperBound, source.tokens[cursor].kind == .identifier, source.token(cursor + 1, is: ":") { cursor += 2 }
                guard source.token(cursor, is: "{"), let close = source.closingBracket(of: cursor), close < body.upperBound else { return false }
                closures.append(cursor)
                cursor = close + 1
                return true
            }
            if source.token(cursor, is: "("), let close = source.closingBracket(of: cursor) {
                cursor += 1
                while cursor < close {
                    guard closure() else { return nil }
                    if source.token(cursor, is: ",") { cursor += 1 }
                }
                guard cursor == close else { return nil }
                cursor += 1
            }
            // Trailing closures, the second and later ones labelled.
            while cursor < body.upperBound, source.token(cursor, is: "{") || source.token(cursor + 1, is: ":") {
                guard closure() else { return nil }
            }
            if source.token(cursor, is: ";") { cursor += 1 }
            return cursor == body.upperBound ? closures : nil
        }

        /// The parameter names of the closure whose `{` is at `open` (`{ input in`, `{ (id, page) in`),
        /// in order, and the tokens of its body.
        private func closureParts(_ open: Int, in source: SourceFile) -> (parameters: [String], body: Range<Int>)? {
            guard let close = source.closingBracket(of: open) else { return nil }
            var parameters: [String] = []
            var cursor = open + 1
            while cursor < close, source.keyword(at: cursor) != .in {
                let token = source.tokens[cursor]
                if token.kind == .identifier {
                    parameters.append(source.text(token))
                } else if !(source.token(cursor, is: "(") || source.token(cursor, is: ")") || source.token(cursor, is: ",")) {
                    // No parameter list: `{ repository.fetch() }`.
                    return (parameters: [], body: open + 1..<close)
                }
                cursor += 1
            }
            guard cursor < close else { return (parameters: [], body: open + 1..<close) }
            return (parameters: parameters, body: cursor + 1..<close)
        }

        /// The value of `let movies = try await repository.topRated(); return movies`: a result named
        /// only to be returned is the call's own (`let movies: [Movie] = …` too).
        private static func namedResult(in body: Range<Int>, of source: SourceFile) -> Range<Int>? {
            var end = body.upperBound
            if end > body.lowerBound, source.token(end - 1, is: ";") { end -= 1 }
            let start = body.lowerBound
            guard end - start >= 6, source.keyword(at: start) == .let || source.keyword(at: start) == .var,
                  source.tokens[start + 1].kind == .identifier, source.keyword(at: end - 2) == .return,
                  source.tokens[end - 1].kind == .identifier, source.text(ofToken: end - 1) == source.text(ofToken: start + 1),
                  let equals = (start + 2..<end - 2).first(where: { source.token($0, is: "=") }) else { return nil }
            var valueEnd = end - 2
            if source.token(valueEnd - 1, is: ";") { valueEnd -= 1 }
            return equals + 1 < valueEnd ? equals + 1..<valueEnd : nil
        }

        /// Calls that change a result's type or its scheduler, not its content: forwarding through
        /// them is still forwarding.
        private static let erasing: Set<String> = ["eraseToAnyPublisher", "asObservable", "asDriver", "asSignal", "asSingle", "asMaybe",
                                                   "asCompletable", "receive", "subscribe", "observe", "eraseToAnySequence"]

        /// "repository.save" when the body is exactly `[return] [try] [await] [self.]dependency.method(args)`,
        /// where `dependency` is one of `dependencies` (a stored property, or a protocol's property
        /// requirement) and every argument is a parameter (or a property of one), passed on unchanged,
        /// or a closure that hands the result to a parameter (`relayingClosureEnd`), as an argument
        /// or trailing; or `dependency.property`; either may be followed by type-erasing or
        /// scheduling calls (`.eraseToAnyPublisher()`, `.receive(on: queue)`).
        private func forwardedCall(_ body: Range<Int>, parameters: Set<String>, in source: SourceFile, dependencies: Set<String>) -> String? {
            let body = Self.namedResult(in: body, of: source) ?? body
            let index = source.forwardedExpressionStart(in: body)
            let end = body.upperBound
            // `try?` and `try!` end here: the `?` or `!` is no dependency's name. A dependency may
            // have a word's name that is a keyword elsewhere (`package`, `actor`).
            guard index < end, source.tokens[index].kind == .identifier else { return nil }
            let dependency = source.text(ofToken: index)
            // After the `.`, any member: a name, a projected value (`repository.$movies`), a tuple's element.
            guard dependencies.contains(dependency), source.token(index + 1, is: "."), index + 2 < end else { return nil }
            let method = source.text(ofToken: index + 2)
            guard source.token(index + 3, is: "(") else {
                // A property of the dependency: `repository.cartPublisher`.
                return erasingCalls(from: index + 3, to: end, in: source) ? "\(dependency).\(method)" : nil
            }
            // Arguments: `label: value` or `value`, each value a parameter or a parameter's property.
            var cursor = index + 4
            var expectValue = true
            while cursor < end, !source.token(cursor, is: ")") {
                let token = source.tokens[cursor]
                if token.kind == .identifier, source.token(cursor + 1, is: ":"), expectValue {
                    cursor += 2  // a label
                    continue
                }
                if expectValue, source.token(cursor, is: "{") {
                    guard let close = relayingClosureEnd(cursor, to: parameters, in: source) else { return nil }
                    cursor = close + 1
                } else {
                    guard expectValue, token.kind == .identifier, parameters.contains(source.text(token)) else { return nil }
                    cursor += 1
                    while source.token(cursor, is: "."), cursor + 1 < end, source.tokens[cursor + 1].kind == .identifier { cursor += 2 }
                }
                if source.token(cursor, is: ",") {
                    cursor += 1
                } else {
                    expectValue = false
                }
            }
            guard source.token(cursor, is: ")") else { return nil }
            cursor += 1
            if source.token(cursor, is: "{") {
                guard let close = relayingClosureEnd(cursor, to: parameters, in: source) else { return nil }
                cursor = close + 1
            }
            return erasingCalls(from: cursor, to: end, in: source) ? "\(dependency).\(method)" : nil
        }

        /// The `}` of the closure at `open` when it only hands what it is given, unchanged, to one of
        /// `parameters` (the action's completion handler): `{ result in completion(result) }`, or
        /// where `relaysResults`, a `switch` over it whose every case wraps its value again as it
        /// came (`case .success(let posts): completion(.success(posts))`). Nil otherwise.
        private func relayingClosureEnd(_ open: Int, to parameters: Set<String>, in source: SourceFile) -> Int? {
            guard let (given, body) = closureParts(open, in: source), given.count == 1, let value = given.first else { return nil }
            /// `handler(argument)` or `handler(.wrapper(argument))` at `index`, `handler` one of
            /// `parameters`: the index after it.
            func handsOn(_ argument: String, wrappedIn wrapper: String?, at index: Int) -> Int? {
                var cursor = index
                if source.keyword(at: cursor) == .return { cursor += 1 }
                guard cursor + 1 < body.upperBound, parameters.contains(source.text(ofToken: cursor)), source.token(cursor + 1, is: "(") else { return nil }
                cursor += 2
                if let wrapper {
                    guard source.token(cursor, is: "."), cursor + 2 < body.upperBound, source.text(ofToken: cursor + 1) == wrapper,
                          source.token(cursor + 2, is: "(") else { return nil }
                    cursor += 3
                }
                guard cursor < body.upperBound, source.text(ofToken: cursor) == argument else { return nil }
                cursor += 1
                for _ in 0..<(wrapper == nil ? 1 : 2) {
                    guard source.token(cursor, is: ")") else { return nil }
                    cursor += 1
                }
                return cursor
            }
            func isBinding(_ index: Int) -> Bool { source.keyword(at: index) == .let || source.keyword(at: index) == .var }
            if handsOn(value, wrappedIn: nil, at: body.lowerBound) == body.upperBound { return body.upperBound }
            let subject = body.lowerBound + 1
            guard relaysResults, source.keyword(at: body.lowerBound) == .switch, subject + 1 < body.upperBound,
                  source.text(ofToken: subject) == value, source.token(subject + 1, is: "{"),
                  let switchClose = source.closingBracket(of: subject + 1), switchClose + 1 == body.upperBound else { return nil }
            var cursor = subject + 2
            while cursor < switchClose {
                // `case .success(let posts):` or `case let .success(posts):` (or `var`).
                guard source.keyword(at: cursor) == .case else { return nil }
                cursor += 1
                let bindsFirst = isBinding(cursor)
                if bindsFirst { cursor += 1 }
                guard source.token(cursor, is: "."), cursor + 2 < switchClose, source.token(cursor + 2, is: "(") else { return nil }
                let wrapper = source.text(ofToken: cursor + 1)
                cursor += 3
                if !bindsFirst {
                    guard isBinding(cursor) else { return nil }
                    cursor += 1
                }
                guard cursor + 2 < switchClose, source.token(cursor + 1, is: ")"), source.token(cursor + 2, is: ":"),
                      let next = handsOn(source.text(ofToken: cursor), wrappedIn: wrapper, at: cursor + 3), next <= switchClose else { return nil }
                cursor = next
            }
            return cursor == switchClose && switchClose > subject + 2 ? body.upperBound : nil
        }

        /// Whether the body's tokens from `start` to `end` are only `.erasing(…)` calls and a `;`.
        private func erasingCalls(from start: Int, to end: Int, in source: SourceFile) -> Bool {
            var cursor = start
            while source.token(cursor, is: "."), cursor + 2 < end, source.tokens[cursor + 1].kind == .identifier,
                  Self.erasing.contains(source.text(ofToken: cursor + 1)), source.token(cursor + 2, is: "(") {
                // The arguments of `receive(on: DispatchQueue.main)`: skipped to the closing parenthesis.
                guard let close = source.closingBracket(of: cursor + 2), close < end else { return false }
                cursor = close + 1
            }
            if source.token(cursor, is: ";") { cursor += 1 }
            return cursor == end
        }
    }
}
