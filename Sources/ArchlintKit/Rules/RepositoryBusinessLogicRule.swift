import ArchlintScan
import ArchlintModel

/// Business rules belong to use cases, not to the repository that stores the data.
package struct RepositoryBusinessLogicRule: FileRule {
    package init() {}

    package static let description = RuleDescription(
        id: "repository_business_logic",
        name: "Repository business logic",
        summary: "A Data repository validates content or enforces a business rule (a guard on a field that throws a domain error).",
        rationale: """
            A repository fetches, stores and maps; deciding whether an e-mail is valid or an order may \
            be cancelled is business logic, which belongs in a use case where it is tested without a \
            network and reused by every caller. A repository that checks a parameter's field and throws \
            a validation or domain error has taken that decision away from the Domain. Transport and \
            mapping errors (a bad URL, an HTTP status, undecodable data) are the repository's own and \
            stay quiet.
            """,
        severity: .warning,
        category: .clarity,
        triggeringExamples: [
            Example("validation of a field in the repository",
                    ("Data/DefaultUserRepository.swift", """
                        final class DefaultUserRepository: UserRepository {
                            func register(_ user: User) async throws {
                                ↓guard user.email.contains("@") else { throw UserError.invalidEmail }
                                try await api.post(user)
                            }
                        }
                        """),
                    message: "DefaultUserRepository.register checks user.email and throws UserError.invalidEmail"),
            Example("a check after a closure in the condition",
                    ("Data/DefaultUserRepository.swift", """
                        final class DefaultUserRepository: UserRepository {
                            func register(_ user: User) async throws {
                                ↓guard let email = user.emails.first(where: { $0.isPrimary }), email.contains("@") else { throw UserError.invalidEmail }
                                try await api.post(user)
                            }
                        }
                        """)),
        ],
        nonTriggeringExamples: [
            Example("transport and mapping errors are the repository's own",
                    ("Data/DefaultUserRepository.swift", """
                        final class DefaultUserRepository: UserRepository {
                            func user(id: String) async throws -> User {
                                guard let url = URL(string: "https://example.org/users/\\(id)") else { throw NetworkError.badURL }
                                let dto = try await api.get(url)
                                guard dto.status == 200 else { throw MappingError.unexpectedStatus }
                                return try UserMapper.map(dto)
                            }
                        }
                        """)),
            Example("a guard on the repository's own cache",
                    ("Data/DefaultUserRepository.swift", """
                        final class DefaultUserRepository: UserRepository {
                            func user(id: String) async throws -> User {
                                guard let cached = cache[id] else { return try await fetch(id: id) }
                                return cached
                            }
                        }
                        """)),
        ])

    /// Error names that say "transport or mapping", which a repository may throw.
    static let infrastructureErrors = ["network", "http", "api", "url", "mapping", "decod", "encod", "pars", "scrap",
                                       "transport", "response", "request", "connection", "storage", "persistence", "database"]

    package func fileCheck(_ project: Project) -> FileCheck {
        return { fileIndex, violations in
            guard project.isKind(fileIndex, .data) else { return }
            let source = project.files[fileIndex].source
            for (index, declaration) in source.declarations.enumerated() where declaration.kind.isNominal || declaration.kind == .extension {
                let id = Project.DeclarationID(file: fileIndex, declaration: index)
                guard project.rolesOfTypeOrExtended(id).contains(.repositoryImplementation) else { continue }
                for member in project.members(of: index, in: fileIndex) where member.declaration.kind.isFunctionLike {
                    for check in RepositoryBusinessLogicRule.checks(in: member.declaration, source: source) {
                        violations.append(Violation(
                            file: fileIndex, token: source.tokens[check.token], in: source,
                            message: "\(declaration.name).\(member.declaration.name) checks \(check.field) and throws \(check.error)",
                            subject: "\(declaration.name).\(member.declaration.name) \(check.field)"))
                    }
                }
            }
        }
    }

    /// `guard`/`if` statements in a function body that test a parameter's field and throw an error
    /// that is not a transport or mapping error.
    package static func checks(in function: Declaration, source: SourceFile) -> [(token: Int, field: String, error: String)] {
        guard let body = function.bodyTokens else { return [] }
        let parameters = Set(function.parameters.map(\.name))
        var found: [(Int, String, String)] = []
        var cursor = body.lowerBound
        while cursor < body.upperBound {
            defer { cursor += 1 }
            guard let word = source.keyword(at: cursor), word == .guard || word == .if,
                  let thrown = source.throwInBranch(from: cursor, limit: body.upperBound) else { continue }
            // `guard let link = post.voteLinks else { throw … }` unwraps what the request needs:
            // plumbing, not a rule about the content.
            if conditionOnlyBinds(from: cursor + 1, limit: body.upperBound, source: source) { continue }
            var field: String?
            var scan = cursor + 1
            while scan < body.upperBound, !source.token(scan, is: "{") {
                let token = source.tokens[scan]
                if token.kind == .identifier, parameters.contains(source.text(token)), source.token(scan + 1, is: "."),
                   scan + 2 < body.upperBound, source.tokens[scan + 2].kind == .identifier {
                    field = source.text(token) + "." + source.text(ofToken: scan + 2)
                    break
                }
                scan += 1
            }
            var errorName = ""
            var after = thrown + 1
            while after < body.upperBound, source.tokens[after].kind == .identifier || source.token(after, is: ".") {
                errorName += source.text(ofToken: after)
                after += 1
            }
            guard let field, !infrastructureErrors.contains(where: { errorName.lowercased().contains($0) }) else { continue }
            found.append((cursor, field, errorName.isEmpty ? "an error" : errorName))
        }
        return found
    }

    /// Every comma-separated clause of the condition is an optional binding (`let x = …`).
    static func conditionOnlyBinds(from start: Int, limit: Int, source: SourceFile) -> Bool {
        var cursor = start
        var depth = 0
        var clauseStart = true
        while cursor < limit {
            if depth == 0, source.token(cursor, is: "{") || source.keyword(at: cursor) == .else { return true }
            if source.token(cursor, is: "(") || source.token(cursor, is: "[") { depth += 1 }
            if source.token(cursor, is: ")") || source.token(cursor, is: "]") { depth -= 1 }
            if clauseStart {
                guard let word = source.keyword(at: cursor), word == .let || word == .var else { return false }
                clauseStart = false
            }
            if depth == 0, source.token(cursor, is: ",") { clauseStart = true }
            cursor += 1
        }
        return true
    }
}
