/// A use case earns its place with logic.
struct PassThroughUseCaseRule: FileRule {
    init() {}

    static let description = RuleDescription(
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
            OrderGateway { get }`), is judged the same way. Reported at the use case's declaration (or \
            the protocol extension), naming each forwarding action and where it forwards to, as a \
            warning: sometimes a team keeps them for uniformity, and says so with a suppression.
            """,
        severity: .warning,
        triggeringExamples: [
            Example("execute only forwards to repository.save",
                    ("Domain/UseCases/SaveUserUseCase.swift", """
                        struct ↓SaveUserUseCase {
                            let repository: UserRepository

                            func execute(_ user: User) async throws {
                                try await repository.save(user)
                            }
                        }
                        """)),
            Example("return, try and await around one forwarded call",
                    ("Domain/UseCase/DeleteTodo.swift", """
                        struct ↓DeleteTodoUseCase {
                            private let repo: TodoRepository
                            init(repo: TodoRepository) { self.repo = repo }
                            func execute(id: Int) async throws {
                                return try await self.repo.deleteTodo(id: id)
                            }
                        }
                        """)),
            Example("a dependency's property, through a type-erasing call",
                    ("Domain/UseCases/ObserveCartUseCase.swift", """
                        final class ↓ObserveCartUseCase {
                            private let repository: CartRepository
                            init(repository: CartRepository) { self.repository = repository }
                            func execute() -> AnyPublisher<Cart, Never> {
                                repository.cartPublisher.receive(on: DispatchQueue.main).eraseToAnyPublisher()
                            }
                            func delete(id: String) -> Observable<Void> {
                                repository.deleteItem(id).asObservable()
                            }
                        }
                        """)),
            Example("a use case written as a protocol extension forwards to a protocol requirement",
                    ("Domain/UseCases/GetOrderList.swift", """
                        protocol GettingOrderList {
                            var orderGateway: OrderGateway { get }
                        }

                        extension ↓GettingOrderList {
                            func getOrderList(query: OrderQuery) -> Observable<[Order]> {
                                orderGateway.getOrderList(query: query)
                            }
                        }

                        final class GetOrderList: GettingOrderList {
                            let orderGateway: OrderGateway
                            init(orderGateway: OrderGateway) { self.orderGateway = orderGateway }
                        }
                        """)),
            Example("a private helper nothing calls any more is no action",
                    ("Domain/UseCases/LogoutUseCase.swift", """
                        final class ↓LogoutUseCase {
                            private let session: SessionRepository
                            init(session: SessionRepository) { self.session = session }
                            func execute() async throws {
                                try await session.logout()
                            }
                            private func isExpired(_ token: Token) -> Bool { token.expiry < Date() }
                        }
                        """)),
        ],
        nonTriggeringExamples: [
            Example("one real line of logic: validation",
                    ("Domain/UseCases/RegisterUserUseCase.swift", """
                        struct RegisterUserUseCase {
                            let repository: UserRepository
                            func execute(_ user: User) async throws {
                                guard user.email.contains("@") else { throw RegistrationError.invalidEmail }
                                try await repository.save(user)
                            }
                        }
                        """)),
            Example("transformation of the result",
                    ("Domain/UseCases/GetTodosUseCase.swift", """
                        struct GetTodosUseCase {
                            let repository: TodoRepository
                            func execute() async throws -> [Todo] {
                                try await repository.todos().filter { !$0.isDone }
                            }
                        }
                        """)),
            Example("a call after the forwarded one that changes the content",
                    ("Domain/UseCases/ObserveCartUseCase.swift", """
                        struct ObserveCartUseCase {
                            let repository: CartRepository
                            func execute() -> AnyPublisher<Int, Never> {
                                repository.cartPublisher.map(\\.count).eraseToAnyPublisher()
                            }
                        }
                        """)),
            Example("an argument the caller did not pass",
                    ("Domain/UseCases/GetFirstPageUseCase.swift", """
                        struct GetFirstPageUseCase {
                            let repository: PageRepository
                            func execute() async throws -> Page { try await repository.page(number: 1) }
                        }
                        """)),
            Example("errors silenced with `try?`: a decision, not a forward",
                    ("Domain/UseCases/SyncFavoritesUseCase.swift", """
                        struct SyncFavoritesUseCase {
                            let repository: FavoritesRepository
                            func execute() async {
                                try? await repository.sync()
                            }
                        }
                        """)),
            Example("the action applies a rule of its parameter, an entity, not of a stored dependency",
                    ("Domain/UseCases/ApplyCouponUseCase.swift", """
                        struct ApplyCouponUseCase {
                            func execute(cart: Cart, coupon: Coupon) -> Cart {
                                cart.applying(coupon)
                            }
                        }
                        """)),
            Example("a protocol-extension use case that supplies a default",
                    ("Domain/UseCases/GetOrderList.swift", """
                        protocol GettingOrderList {
                            var orderGateway: OrderGateway { get }
                        }

                        extension GettingOrderList {
                            func getOrderList(query: OrderQuery) -> [Order] {
                                orderGateway.cachedOrders(query: query) ?? []
                            }
                        }
                        """)),
        ])

    func fileCheck(_ project: Project) -> FileCheck {
        let conformedByUseCases = PassThroughUseCaseRule.protocolsConformedByUseCases(project)
        return { fileIndex, violations in
            guard project.mayDeclareUseCases(fileIndex) else { return }
            let source = project.files[fileIndex].source
            for (index, declaration) in source.declarations.enumerated() {
                let id = Project.DeclarationID(file: fileIndex, declaration: index)
                let members: [(index: Int, declaration: Declaration)]
                let dependencies: Set<String>
                let subject: String
                switch declaration.kind {
                case .class, .struct, .actor:
                    guard project.roles(of: id).contains(.useCase) else { continue }
                    members = project.members(of: index, in: fileIndex)
                    dependencies = Set(members.filter { ($0.declaration.kind == .var || $0.declaration.kind == .let) && !$0.declaration.isStatic }
                        .map(\.declaration.name))
                    subject = "declaration \(declaration.qualifiedName)"
                case .extension:
                    guard let requirements = useCaseRequirements(of: id, project: project, conformedByUseCases: conformedByUseCases) else { continue }
                    members = project.members(of: index, in: fileIndex)
                    dependencies = requirements
                    subject = "extension \(declaration.name)"
                default:
                    continue
                }
                let actions = members.filter { member in
                    member.declaration.kind == .func && member.declaration.access > .fileprivate && !member.declaration.isStatic
                }
                guard !actions.isEmpty else { continue }
                var forwards: [String] = []
                for action in actions {
                    guard let call = forwardedCall(action.declaration, in: source, dependencies: dependencies) else { break }
                    forwards.append("\(PassThroughUseCaseRule.signature(of: action.declaration)) → \(call)")
                }
                guard forwards.count == actions.count else { continue }
                violations.append(Violation(
                    file: fileIndex, token: source.tokens[Int(declaration.nameToken)], in: source,
                    message: "\(declaration.name) only forwards: \(forwards.prefix(2).joined(separator: ", "))"
                        + (forwards.count > 2 ? " and \(forwards.count - 2) more" : ""),
                    subject: subject))
            }
        }
    }

    /// The names of the protocols that a use-case type conforms to: an extension of one of them
    /// holds that use case's actions (`final class GetOrderList: GettingOrderList {}`).
    private static func protocolsConformedByUseCases(_ project: Project) -> Set<String> {
        var names = Set<String>()
        for (fileIndex, file) in project.files.enumerated() where project.mayDeclareUseCases(fileIndex) {
            for (index, declaration) in file.source.declarations.enumerated()
            where !declaration.inherits.isEmpty && [.class, .struct, .actor, .extension].contains(declaration.kind) {
                guard project.roles(of: Project.DeclarationID(file: fileIndex, declaration: index)).contains(.useCase) else { continue }
                names.formUnion(declaration.inherits.lazy.map(Project.lastComponent))
            }
        }
        return names
    }

    /// For a use case written as a protocol extension (`extension GettingOrderList { func
    /// getOrderList(…) { orderGateway.getOrderList(…) } }`): the protocol's property requirements,
    /// its dependencies (with those of the project protocols it refines). Nil for any other
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
                where project.declaration(refined).kind == .protocol && seen.insert(refined).inserted {
                    pending.append(refined)
                }
            }
        }
        return requirements.isEmpty ? nil : requirements
    }

    /// `getOrderList(dto:)`, `execute(_:)`, `load()`: an action as Swift names it.
    static func signature(of function: Declaration) -> String {
        "\(function.name)(\(function.parameters.map { "\($0.label):" }.joined()))"
    }

    /// Calls that change a result's type or its scheduler, not its content: forwarding through
    /// them is still forwarding.
    private static let erasing: Set<String> = ["eraseToAnyPublisher", "asObservable", "asDriver", "asSignal", "asSingle", "asMaybe",
                                               "asCompletable", "receive", "subscribe", "observe", "eraseToAnySequence"]

    /// "repository.save" when the body is exactly `[return] [try] [await] [self.]dependency.method(args)`,
    /// where `dependency` is one of `dependencies` (a stored property, or a protocol's property
    /// requirement) and every argument is a parameter (or a property of one), passed on unchanged;
    /// or `dependency.property`; either may be followed by type-erasing or scheduling calls
    /// (`.eraseToAnyPublisher()`, `.receive(on: queue)`).
    private func forwardedCall(_ function: Declaration, in source: SourceFile, dependencies: Set<String>) -> String? {
        guard let body = function.bodyTokens else { return nil }
        var index = body.lowerBound
        let end = body.upperBound
        while index < end, let word = source.keyword(at: index), word == .return || word == .try || word == .await {
            index += 1
        }
        if source.keyword(at: index) == .self, source.token(index + 1, is: ".") { index += 2 }
        // `try?` and `try!` end here: the `?` or `!` is no dependency's name.
        guard index < end, source.tokens[index].kind == .identifier, source.keyword(at: index) == nil else { return nil }
        let dependency = source.text(ofToken: index)
        guard dependencies.contains(dependency), source.token(index + 1, is: "."),
              index + 2 < end, source.tokens[index + 2].kind == .identifier else { return nil }
        let method = source.text(ofToken: index + 2)
        guard source.token(index + 3, is: "(") else {
            // A property of the dependency: `repository.cartPublisher`.
            return erasingCalls(from: index + 3, to: end, in: source) ? "\(dependency).\(method)" : nil
        }
        let parameters = Set(function.parameters.map(\.name))
        // Arguments: `label: value` or `value`, each value a parameter or a parameter's property.
        var cursor = index + 4
        var expectValue = true
        while cursor < end, !source.token(cursor, is: ")") {
            let token = source.tokens[cursor]
            if token.kind == .identifier, source.token(cursor + 1, is: ":"), expectValue {
                cursor += 2  // a label
                continue
            }
            guard expectValue, token.kind == .identifier, parameters.contains(source.text(token)) else { return nil }
            cursor += 1
            while source.token(cursor, is: "."), cursor + 1 < end, source.tokens[cursor + 1].kind == .identifier { cursor += 2 }
            if source.token(cursor, is: ",") {
                cursor += 1
            } else {
                expectValue = false
            }
        }
        guard source.token(cursor, is: ")") else { return nil }
        return erasingCalls(from: cursor + 1, to: end, in: source) ? "\(dependency).\(method)" : nil
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
