import ArchlintScan
import ArchlintModel

/// A failure in the Data layer reaches the use case that can handle it.
struct SwallowedDataErrorRule: FileRule {
    init() {}

    static let description = RuleDescription(
        id: "swallowed_data_error",
        name: "Swallowed data error",
        summary: "A data source, repository or network client of the Data layer that catches an error and returns an empty value or nil.",
        rationale: """
            `catch { print(error); return [] }` turns "the server is down" into "you have no orders": \
            the use case cannot retry, the screen cannot say what happened, and the failure is gone \
            from the logs that matter. A data source or repository lets the error through or maps it \
            to a domain error; deciding what an empty state means is the use case's job. The rule \
            looks, in the data sources, the repositories and the Data layer's network clients of any \
            name (a type of no other role, or a data source only by the store or API it reaches, \
            that names `URLSession` or `URLRequest`, or whose file imports Alamofire, Moya or \
            another networking framework: a disk cache's missing file is no failure), for \
            `catch` blocks and `case .failure` branches that \
            return `[]`, `[:]`, `nil`, `""`, `0`, `false`, `.empty` or a value built of them \
            (`Watchlist(movies: [])`) without throwing, and for `try?` whose result falls back to \
            such a value. In a function that cannot throw, which has no other way to report the \
            failure, that includes a fallback kept in a local (`let lists = (try? load()) ?? []`), \
            the `else` of the guard it stands in (`guard let x = try? …`, \
            `guard (try? ready()) ?? false`), and a later `return x?.contains(y) ?? false`.
            """,
        severity: .warning,
        category: .bugRisk,
        triggeringExamples: SwallowedDataErrorRuleExamples.triggering,
        nonTriggeringExamples: SwallowedDataErrorRuleExamples.nonTriggering)

    static let emptyValues: Set<String> = ["[]", "[:]", "nil", "\"\"", "0", "false", ".empty", ".none", "[ ]"]

    func fileCheck(_ project: Project) -> FileCheck {
        return { fileIndex, violations in
            guard project.isKind(fileIndex, .data) else { return }
            let source = project.files[fileIndex].source
            for (index, declaration) in source.declarations.enumerated() where declaration.kind.isNominal || declaration.kind == .extension {
                let id = Project.DeclarationID(file: fileIndex, declaration: index)
                let roles = project.rolesOfTypeOrExtended(id)
                // A store that is a data source only by what it reaches (a disk cache) is judged as
                // a type of no role: an absent file is no failure, a server that is down is one.
                let namedDataSource = roles.contains(.dataSource) && project.roleEvidence(of: id).contains { $0.role == .dataSource }
                guard namedDataSource || roles.contains(.repositoryImplementation)
                        || (roles.isSubset(of: [.dataSource]) && declaration.kind.isNominal && SwallowedDataErrorRule.talksToNetwork(index, in: source)) else { continue }
                for member in project.members(of: index, in: fileIndex) where member.declaration.kind.isFunctionLike {
                    guard let body = member.declaration.bodyTokens else { continue }
                    let returnType = member.declaration.type ?? ""
                    let canThrow = (Int(member.declaration.nameToken)..<body.lowerBound).contains {
                        source.keyword(at: $0) == .throws || source.keyword(at: $0) == .rethrows
                    }
                    for cursor in body {
                        guard let word = source.keyword(at: cursor), word == .catch || word == .try || word == .case,
                              let fallback = swallowed(at: cursor, word: word, body: body, canThrow: canThrow, source: source),
                              !fallback.isReturned || SwallowedDataErrorRule.returnType(returnType, accepts: fallback.value) else { continue }
                        violations.append(Violation(
                            file: fileIndex, token: source.tokens[cursor], in: source,
                            message: "\(declaration.name).\(member.declaration.name) \(word == .catch ? "catches an error and returns" : "turns a failure into") "
                                + fallback.value,
                            subject: "\(declaration.name).\(member.declaration.name) \(word == .catch ? "catch" : word == .case ? "case .failure" : "try?")"))
                    }
                }
            }
        }
    }

    /// Does a type fetch over HTTP: name the URL Loading System's types, or stand in a file that
    /// imports a networking framework? One of no other role is a data source by another name
    /// (`MoviesAPINetwork`, `InstanceSocialClient`).
    static func talksToNetwork(_ declaration: Int, in source: SourceFile) -> Bool {
        source.imports.contains { Frameworks.networking.contains($0.module) }
            || source.tree.references(within: declaration).contains { Frameworks.urlLoadingTypes.contains(source.names[Int(source.references[Int($0)].name)]) }
    }

    /// The empty value a failure becomes, and whether the function returns it (or keeps it in a
    /// local that the rest of the function works with).
    private struct Fallback {
        let value: String
        let isReturned: Bool
    }

    /// The empty value a `catch` block or a `case .failure` of a `Result` returns without
    /// throwing, or a `try?` falls back to.
    private func swallowed(at cursor: Int, word: Keyword, body: Range<Int>, canThrow: Bool, source: SourceFile) -> Fallback? {
        switch word {
        case .catch:
            guard let block = source.block(after: cursor, limit: body.upperBound) else { return nil }
            return emptyReturn(in: block, source: source).map { Fallback(value: $0, isReturned: true) }
        case .case:
            return failureCase(at: cursor, body: body, source: source).flatMap { emptyReturn(in: $0, source: source) }
                .map { Fallback(value: $0, isReturned: true) }
        default:
            break
        }
        guard source.token(cursor + 1, is: "?") else { return nil }
        var start = cursor - 1
        while start >= body.lowerBound, source.token(start, is: "(") { start -= 1 }
        // A `try?` whose fallback is what the function returns: `return (try? x) ?? []`, or the
        // body's single expression. A fallback inside a larger computation of a function that
        // throws is parsing leniency: the function reports its failures otherwise.
        if start < body.lowerBound || source.keyword(at: start) == .return {
            return fallback(afterTry: cursor, body: body, source: source).map { Fallback(value: $0, isReturned: true) }
        }
        // A function that cannot throw has no other way to report the failure: the early return of
        // the guard the `try?` stands in (`guard let x = try? … else { return false }`,
        // `guard (try? isReady()) ?? false else { return [] }`), a fallback kept in a local
        // (`let lists = (try? load()) ?? []`), or a later `return x?.contains(item) ?? false`
        // swallows it too. A fallback handed to a call is the callee's business.
        guard !canThrow else { return nil }
        if let value = guardElseReturn(ofTry: cursor, body: body, source: source) { return Fallback(value: value, isReturned: true) }
        guard source.token(start, is: "=") else { return nil }
        if let value = fallback(afterTry: cursor, body: body, source: source) { return Fallback(value: value, isReturned: false) }
        guard start - 2 >= body.lowerBound, source.keyword(at: start - 2) == .let || source.keyword(at: start - 2) == .var,
              source.tokens[start - 1].kind == .identifier else { return nil }
        return returnedFallback(of: source.text(ofToken: start - 1), after: cursor, body: body, source: source)
            .map { Fallback(value: $0, isReturned: true) }
    }

    /// The statements of a `case .failure` (`case let .failure(error):`, `case .failure:`) at
    /// `cursor`: from its `:` to the next `case`, `default` or the end of the `switch`.
    private func failureCase(at cursor: Int, body: Range<Int>, source: SourceFile) -> Range<Int>? {
        var colon = cursor + 1
        if source.keyword(at: colon) == .let { colon += 1 }
        guard source.token(colon, is: "."), source.token(colon + 1, is: "failure") else { return nil }
        var depth = 0
        while colon < body.upperBound, !(depth == 0 && source.token(colon, is: ":")) {
            if source.token(colon, is: "(") { depth += 1 }
            if source.token(colon, is: ")") { depth -= 1 }
            colon += 1
        }
        var end = colon + 1
        depth = 0
        while end < body.upperBound {
            if source.token(end, is: "{") { depth += 1 }
            if source.token(end, is: "}") {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, source.keyword(at: end) == .case || source.keyword(at: end) == .default { break }
            end += 1
        }
        return colon + 1 < end ? colon + 1..<end : nil
    }

    /// The empty value after `??` in the statement of a `try?` at `cursor`, if the statement ends there.
    private func fallback(afterTry cursor: Int, body: Range<Int>, source: SourceFile) -> String? {
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

    /// The empty value the `else` block of the `guard` a `try?` stands in returns.
    private func guardElseReturn(ofTry cursor: Int, body: Range<Int>, source: SourceFile) -> String? {
        var start = cursor
        while start > body.lowerBound, !source.tokens[start].flags.contains(.newlineBefore) { start -= 1 }
        guard source.keyword(at: start) == .guard else { return nil }
        var scan = cursor + 2
        var depth = 0
        while scan < body.upperBound {
            if source.token(scan, is: "(") || source.token(scan, is: "[") { depth += 1 }
            if source.token(scan, is: ")") || source.token(scan, is: "]") { depth -= 1 }
            // Below 0 past the parentheses the `try?` stands in: `guard (try? ready()) ?? false else`.
            if depth <= 0, source.keyword(at: scan) == .else {
                return source.block(after: scan, limit: body.upperBound).flatMap { emptyReturn(in: $0, source: source) }
            }
            if depth <= 0, source.token(scan, is: "{") { return nil }
            scan += 1
        }
        return nil
    }

    /// The empty value a later `return` statement that names `local` falls back to (`?? false`).
    private func returnedFallback(of local: String, after cursor: Int, body: Range<Int>, source: SourceFile) -> String? {
        for index in cursor..<body.upperBound where source.keyword(at: index) == .return {
            var scan = index + 1
            var namesLocal = false
            while scan < body.upperBound, !source.tokens[scan].flags.contains(.newlineBefore) {
                if source.tokens[scan].kind == .identifier, source.text(ofToken: scan) == local { namesLocal = true }
                if namesLocal, source.isNilCoalescing(at: scan) { return emptyValue(after: scan + 1, limit: body.upperBound, source: source) }
                scan += 1
            }
        }
        return nil
    }

    /// The empty value a block returns, unless it throws or hands the error on (to a completion,
    /// `completion(.failure(error))`, or a continuation, `resume(throwing:)`).
    private func emptyReturn(in block: Range<Int>, source: SourceFile) -> String? {
        var found: String?
        for index in block {
            if source.keyword(at: index) == .throw || source.token(index, is: "failure") || source.token(index, is: "throwing") { return nil }
            if source.keyword(at: index) == .return, let empty = emptyValue(after: index, limit: block.upperBound, source: source) { found = empty }
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
        // A returned `[:]` compiles in a dictionary type only: `[K: V]`, `[K: V]?`, `Optional<[K: V]>`.
        case "[:]": return trimmed.contains(":") || trimmed.hasPrefix("Dictionary")
        case "\"\"": return trimmed.hasPrefix("String")
        case "false": return trimmed.hasPrefix("Bool")
        case "0": return ["Int", "Double", "Float", "Decimal", "UInt", "CGFloat"].contains { trimmed.hasPrefix($0) }
        default: return !trimmed.isEmpty
        }
    }

    /// The empty value that starts after `index` on its line: one of `emptyValues`, or a value
    /// made of them (`MovieSeenList(movies: [])`, `Self(movies: [])`).
    private func emptyValue(after index: Int, limit: Int, source: SourceFile) -> String? {
        if source.tokens.indices.contains(index + 1), source.tokens[index + 1].kind == .identifier,
           source.keyword(at: index + 1) == nil || source.keyword(at: index + 1) == .Self,
           source.token(index + 2, is: "("), let close = source.closingBracket(of: index + 2), close < limit {
            return emptyConstruction(index + 1, close: close, source: source)
        }
        var end = index + 1
        var text = ""
        while end < limit, end <= index + 3, !source.tokens[end].flags.contains(.newlineBefore) || end == index + 1,
              !source.token(end, is: "}") {
            text += source.text(ofToken: end)
            end += 1
        }
        return SwallowedDataErrorRule.emptyValues.contains(text) ? text : nil
    }

    /// `MovieSeenList(movies: [])`: a type built from empty values only, at least one.
    private func emptyConstruction(_ name: Int, close: Int, source: SourceFile) -> String? {
        var arguments: [String] = []
        var argument = ""
        var depth = 0
        for index in name + 2..<close {
            if source.token(index, is: "(") || source.token(index, is: "[") { depth += 1 }
            if source.token(index, is: ")") || source.token(index, is: "]") { depth -= 1 }
            if depth == 0, source.token(index, is: ",") {
                arguments.append(argument)
                argument = ""
            } else {
                // `label: value`, spaced to split off the label; the colon of an empty dictionary, `[:]`, is no label's.
                argument += source.text(ofToken: index) + (source.token(index, is: ":") && !source.token(index - 1, is: "[") ? " " : "")
            }
        }
        arguments.append(argument)
        let values = arguments.map { $0.split(separator: " ").last.map(String.init) ?? "" }
        guard !argument.isEmpty, values.allSatisfy(SwallowedDataErrorRule.emptyValues.contains) else { return nil }
        return "\(source.text(ofToken: name))(\(arguments.joined(separator: ", ")))"
    }
}
