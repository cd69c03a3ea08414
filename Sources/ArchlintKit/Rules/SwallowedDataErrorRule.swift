/// A failure in the Data layer reaches the use case that can handle it.
struct SwallowedDataErrorRule: FileRule {
    init() {}

    static let description = RuleDescription(
        id: "swallowed_data_error",
        name: "Swallowed data error",
        summary: "A data source or repository that catches an error and returns an empty value or nil.",
        rationale: """
            `catch { print(error); return [] }` turns "the server is down" into "you have no orders": \
            the use case cannot retry, the screen cannot say what happened, and the failure is gone \
            from the logs that matter. A data source or repository lets the error through or maps it \
            to a domain error; deciding what an empty state means is the use case's job. The rule \
            looks for `catch` blocks that return `[]`, `[:]`, `nil`, `""`, `0`, `false` or `.empty` \
            without throwing, and for `try?` whose result falls back to such a value.
            """,
        severity: .warning,
        triggeringExamples: [
            Example("the failure becomes an empty list",
                    ("Data/DefaultOrderRepository.swift", """
                        final class DefaultOrderRepository: OrderRepository {
                            func orders() async -> [Order] {
                                do {
                                    return try await api.orders().map(OrderMapper.map)
                                } ↓catch {
                                    print(error)
                                    return []
                                }
                            }
                        }
                        """)),
            Example("try? with a fallback",
                    ("Data/OrderAPIDataSource.swift", """
                        final class OrderAPIDataSource {
                            func orders() async -> [OrderDTO] {
                                (↓try? await client.get("/orders")) ?? []
                            }
                        }
                        """)),
        ],
        nonTriggeringExamples: [
            Example("the error is mapped and thrown",
                    ("Data/DefaultOrderRepository.swift", """
                        final class DefaultOrderRepository: OrderRepository {
                            func orders() async throws -> [Order] {
                                do {
                                    return try await api.orders().map(OrderMapper.map)
                                } catch let error as URLError {
                                    throw OrderError.offline(error)
                                }
                            }
                        }
                        """)),
            Example("the error is logged and thrown again",
                    ("Data/OrderAPIDataSource.swift", """
                        final class OrderAPIDataSource {
                            func orders() async throws -> [OrderDTO] {
                                do {
                                    return try await client.get("/orders")
                                } catch {
                                    logger.error("orders failed: \\(error)")
                                    throw error
                                }
                            }
                        }
                        """)),
            Example("the error goes to the completion handler; nil is the task that never started",
                    ("Data/UserAPIDataSource.swift", """
                        final class UserAPIDataSource {
                            func user(id: String, completion: @escaping (Result<UserDTO, Error>) -> Void) -> URLSessionDataTask? {
                                do {
                                    let request = try router.request(for: .user(id))
                                    return client.send(request, completion: completion)
                                } catch {
                                    completion(.failure(error))
                                    return nil
                                }
                            }
                        }
                        """)),
            Example("`try` lets the error through; `??` only fills in a missing cache entry",
                    ("Data/OrderCacheDataSource.swift", """
                        final class OrderCacheDataSource {
                            func orders() throws -> [OrderDTO] {
                                return try store.read([OrderDTO].self, key: "orders") ?? []
                            }
                        }
                        """)),
            Example("a `try?` fallback inside a larger computation, not what the function returns",
                    ("Data/DefaultOrderRepository.swift", """
                        final class DefaultOrderRepository: OrderRepository {
                            func orders() async throws -> [Order] {
                                let pending = (try? outbox.pendingOrders()) ?? []
                                return try await (api.orders() + pending).map(OrderMapper.map)
                            }
                        }
                        """)),
            Example("a best-effort `try?` statement; the fallback on the next line is another statement's",
                    ("Data/SessionLocalDataSource.swift", """
                        final class SessionLocalDataSource {
                            func token() -> String {
                                try? keychain.migrateLegacyItems()
                                return defaults.string(forKey: "token") ?? ""
                            }
                        }
                        """)),
        ])

    static let emptyValues: Set<String> = ["[]", "[:]", "nil", "\"\"", "0", "false", ".empty", ".none", "[ ]"]

    func fileCheck(_ project: Project) -> FileCheck {
        return { fileIndex, violations in
            guard project.isKind(fileIndex, .data) else { return }
            let source = project.files[fileIndex].source
            for (index, declaration) in source.declarations.enumerated() where declaration.kind.isNominal || declaration.kind == .extension {
                let id = Project.DeclarationID(file: fileIndex, declaration: index)
                let roles = project.rolesOfTypeOrExtended(id)
                guard roles.contains(.dataSource) || roles.contains(.repositoryImplementation) else { continue }
                for member in project.members(of: index, in: fileIndex) where member.declaration.kind.isFunctionLike {
                    guard let body = member.declaration.bodyTokens else { continue }
                    let returnType = member.declaration.type ?? ""
                    for cursor in body {
                        guard let word = source.keyword(at: cursor), word == .catch || word == .try,
                              let empty = swallowed(at: cursor, word: word, body: body, source: source),
                              SwallowedDataErrorRule.returnType(returnType, accepts: empty) else { continue }
                        violations.append(Violation(
                            file: fileIndex, token: source.tokens[cursor], in: source,
                            message: "\(declaration.name).\(member.declaration.name) \(word == .catch ? "catches an error and returns" : "turns a failure into") "
                                + empty,
                            subject: "\(declaration.name).\(member.declaration.name) \(word == .catch ? "catch" : "try?")"))
                    }
                }
            }
        }
    }

    /// The empty value a `catch` block returns without throwing, or a `try?` falls back to with `??`.
    private func swallowed(at cursor: Int, word: Keyword, body: Range<Int>, source: SourceFile) -> String? {
        if word == .try {
            // Only a `try?` whose fallback is what the function returns: `return (try? x) ?? []`,
            // or the body's single expression. A fallback inside a larger computation is parsing leniency.
            var start = cursor - 1
            while start >= body.lowerBound, source.token(start, is: "(") { start -= 1 }
            guard source.token(cursor + 1, is: "?"), start < body.lowerBound || source.keyword(at: start) == .return else { return nil }
            var scan = cursor + 2
            var depth = 0
            while scan < body.upperBound {
                if source.token(scan, is: "(") || source.token(scan, is: "[") || source.token(scan, is: "{") { depth += 1 }
                if source.token(scan, is: ")") || source.token(scan, is: "]") || source.token(scan, is: "}") {
                    if depth == 0 { if !source.token(scan, is: ")") { return nil } } else { depth -= 1 }
                }
                if source.tokens[scan].flags.contains(.newlineBefore), depth == 0, !source.isNilCoalescing(at: scan) { return nil }
                if source.isNilCoalescing(at: scan) { return emptyValue(after: scan + 1, limit: body.upperBound, source: source) }
                scan += 1
            }
            return nil
        }
        guard let block = source.block(after: cursor, limit: body.upperBound) else { return nil }
        var found: String?
        // Thrown on, or handed to a completion (`completion(.failure(error))`, `resume(throwing:)`): not swallowed.
        for index in block where source.keyword(at: index) == .throw || source.token(index, is: "failure") || source.token(index, is: "throwing") {
            return nil
        }
        for index in block where source.keyword(at: index) == .return {
            if let empty = emptyValue(after: index, limit: block.upperBound, source: source) { found = empty }
        }
        return found
    }

    /// Could the function return `value`? If not, the `return` stands in a closure (a `compactMap`
    /// that drops one element), not in the function itself.
    static func returnType(_ type: String, accepts value: String) -> Bool {
        let trimmed = type.replacingScalars([" ": ""])
        switch value {
        case "nil", ".none": return trimmed.hasSuffix("?") || trimmed.hasSuffix("!") || trimmed.hasPrefix("Optional")
        case "[]", "[ ]": return trimmed.hasPrefix("[") || trimmed.hasPrefix("Array") || trimmed.hasPrefix("Set") || trimmed.hasPrefix("some")
        case "[:]": return trimmed.hasPrefix("[") && trimmed.contains(":") || trimmed.hasPrefix("Dictionary")
        case "\"\"": return trimmed.hasPrefix("String")
        case "false": return trimmed.hasPrefix("Bool")
        case "0": return ["Int", "Double", "Float", "Decimal", "UInt", "CGFloat"].contains { trimmed.hasPrefix($0) }
        default: return !trimmed.isEmpty
        }
    }

    private func emptyValue(after index: Int, limit: Int, source: SourceFile) -> String? {
        var end = index + 1
        var text = ""
        while end < limit, end <= index + 3, !source.tokens[end].flags.contains(.newlineBefore) || end == index + 1,
              !source.token(end, is: "}") {
            text += source.text(ofToken: end)
            end += 1
        }
        return SwallowedDataErrorRule.emptyValues.contains(text) ? text : nil
    }
}
