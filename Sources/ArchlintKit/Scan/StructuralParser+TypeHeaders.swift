/// Type headers: a type or extension with its name, generic parameters, inheritance list and
/// body; enum cases; typealiases.
extension StructuralParser {

    mutating func typeDeclaration(_ kind: DeclarationKind, at index: Int) {
        var cursor = index + 1
        guard cursor < tokens.count else { return }
        let name: String
        let nameToken: Int
        if kind == .extension {
            // `extension Outer.Inner`, `extension Array<Int>`, `extension [Element]`
            guard isName(cursor) || isPunctuation(cursor, ASCII.openBracket) else { return }
            nameToken = cursor
            if isPunctuation(cursor, ASCII.openBracket) {
                let end = skipGroup(from: cursor, limit: min(tokens.count, cursor + 64))
                let sugar = text(cursor..<end)
                cursor = end
                name = sugar + optionalSuffix(at: &cursor)
            } else {
                // `extension Gen<Int>.Sub<String>`: generic arguments are skipped, the path goes on.
                var parts = [text(cursor)]
                cursor += 1
                while true {
                    if isPunctuation(cursor, ASCII.less), !tokens[cursor].flags.contains(.spaceBefore) {
                        let end = skipGroup(from: cursor, limit: min(tokens.count, cursor + 512))
                        guard isPunctuation(end, ASCII.dot) else { break }
                        cursor = end
                    }
                    guard isPunctuation(cursor, ASCII.dot), isName(cursor + 1) || keyword(cursor + 1) != nil else { break }
                    parts.append(text(cursor + 1))
                    cursor += 2
                }
                name = parts.joined(separator: ".") + optionalSuffix(at: &cursor)
            }
        } else {
            guard isName(cursor) else { return }
            nameToken = cursor
            name = text(cursor)
            markName(cursor)
            cursor += 1
        }
        let declaration = addDeclaration(kind, name: name, nameToken: nameToken, keyword: index)
        let limit = min(tokens.count, cursor + 4096)
        if isPunctuation(cursor, ASCII.less) {
            let end = skipGroup(from: cursor, limit: limit)
            if kind != .extension { declarations[Int(declaration)].genericParameters = genericParameters(cursor..<end) }
            cursor = end
        }
        if isPunctuation(cursor, ASCII.colon) {
            let (inherits, end) = inheritanceList(from: cursor + 1, limit: limit)
            declarations[Int(declaration)].inherits = inherits
            cursor = end
        }
        if keyword(cursor) == .where {
            cursor = expressionEnd(from: cursor + 1, stopAtBrace: true)
        }
        if isPunctuation(cursor, ASCII.openBrace) {
            bodyBraces[cursor] = declaration
        }
        headers.append((declaration, cursor))
    }

    /// `case a, b(x: Int), c = 3` in a type body: the case names are declared, not referenced.
    mutating func enumCaseNames(after index: Int) {
        var cursor = index + 1
        var expectName = true
        while cursor < tokens.count {
            if cursor > index + 1, startsNewLine(cursor) { break }
            let token = tokens[cursor]
            if token.kind == .punctuation {
                let character = bytes[Int(token.start)]
                if character == ASCII.openParen || character == ASCII.openBracket {
                    guard let end = groupEnd(cursor) else { break }
                    cursor = end
                    continue
                }
                if character == ASCII.comma {
                    expectName = true
                } else if character == ASCII.openBrace || character == ASCII.closeBrace || character == ASCII.semicolon {
                    break
                } else {
                    expectName = false
                }
            } else if token.kind == .identifier {
                if let word = keyword(cursor), word.isReserved { break }
                if expectName { markName(cursor) }
                expectName = false
            } else if token.kind != .attribute {
                expectName = false
            }
            cursor += 1
        }
    }

    /// `?` and `!` written right after an extended type (`extension UInt8? {}`), consumed.
    private func optionalSuffix(at cursor: inout Int) -> String {
        var suffix = ""
        while cursor < tokens.count, isPunctuation(cursor, ASCII.question) || isPunctuation(cursor, ASCII.exclamation),
              !tokens[cursor].flags.contains(.spaceBefore) {
            suffix += text(cursor)
            cursor += 1
        }
        return suffix
    }

    /// Names declared by `<T, U: P, each V, let N: Int>`; they are marked so that they are not references.
    mutating func genericParameters(_ range: Range<Int>) -> [String] {
        var result: [String] = []
        var depth = 0
        var expectName = false
        for index in range {
            if isPunctuation(index, ASCII.less) {
                depth += 1
                if depth == 1 { expectName = true }
                continue
            }
            if isPunctuation(index, ASCII.greater) { depth -= 1; continue }
            if depth == 1, isPunctuation(index, ASCII.comma) { expectName = true; continue }
            if expectName, depth == 1 {
                if let word = keyword(index), word == .each || word == .let { continue }
                if isName(index) {
                    result.append(text(index))
                    markName(index)
                }
                expectName = false
            }
        }
        return result
    }

    /// `: A, B.C, @unchecked Sendable, P & Q where …` up to the body or `where`. What the
    /// compiler sees: `Swift.Codable` is `Codable`; `~Copyable` suppresses a conformance and is
    /// none; `nonisolated P` is a conformance to `P`. `Swift.Error` stays as written: the qualifier
    /// is how a project that declares its own `Error` names Swift's (`Project.errorProtocols`).
    private func inheritanceList(from start: Int, limit: Int) -> ([String], Int) {
        var inherits: [String] = []
        var cursor = start
        var current: [String] = []
        var depth = 0
        var suppressed = false
        func flush() {
            if current.count > 1, current[0] == "Swift", current != ["Swift", "Error"] { current.removeFirst() }
            if !current.isEmpty, !suppressed { inherits.append(current.joined(separator: ".")) }
            current = []
            suppressed = false
        }
        var expectPart = true
        while cursor < limit {
            let token = tokens[cursor]
            if depth == 0 {
                if isPunctuation(cursor, ASCII.openBrace) || isPunctuation(cursor, ASCII.closeBrace)
                    || keyword(cursor) == .where || token.kind == .poundIf || token.kind == .poundEndif
                    || isPunctuation(cursor, ASCII.semicolon) || (cursor > start && startsNewLine(cursor)) {
                    break
                }
                if isPunctuation(cursor, ASCII.comma) || isPunctuation(cursor, ASCII.ampersand) {
                    flush()
                    expectPart = true
                    cursor += 1
                    continue
                }
            }
            if let word = keyword(cursor), word.isReserved, word != .Self,
               !(word == .class && depth == 0 && expectPart) {  // `protocol P: class` is the old `AnyObject`
                break
            }
            if isPunctuation(cursor, ASCII.openParen) || isPunctuation(cursor, ASCII.openBracket) {
                guard let end = groupEnd(cursor) else { break }
                cursor = end
                continue
            }
            if isPunctuation(cursor, ASCII.closeParen) || isPunctuation(cursor, ASCII.closeBracket) { break }
            if isPunctuation(cursor, ASCII.less) {
                depth += 1
            } else if isPunctuation(cursor, ASCII.greater) {
                depth -= 1
            } else if depth == 0, expectPart, token.kind == .operator, bytes[Int(token.start)] == UInt8(ascii: "~") {
                suppressed = true
            } else if depth == 0, expectPart, token.kind == .identifier, cursor + 1 < limit, tokens[cursor + 1].kind == .identifier,
                      text(cursor) == "nonisolated" {
                // A modifier of the conformance that follows, like `@unchecked`.
            } else if depth == 0, token.kind == .identifier, keyword(cursor) != .any {
                if expectPart || isPunctuation(cursor - 1, ASCII.dot) {
                    current.append(text(cursor))
                    expectPart = false
                }
            }
            cursor += 1
        }
        flush()
        return (inherits, cursor)
    }

    mutating func typealiasDeclaration(at index: Int) {
        guard isName(index + 1) else { return }
        markName(index + 1)
        let declaration = addDeclaration(.typealias, name: text(index + 1), nameToken: index + 1, keyword: index)
        var cursor = index + 2
        if isPunctuation(cursor, ASCII.less) {
            let end = skipGroup(from: cursor, limit: min(tokens.count, cursor + 512))
            declarations[Int(declaration)].genericParameters = genericParameters(cursor..<end)
            cursor = end
        }
        guard isPunctuation(cursor, ASCII.equals) else { return }
        let end = expressionEnd(from: cursor + 1, stopAtBrace: true, type: true)
        declarations[Int(declaration)].aliasedType = text(cursor + 1..<end)
        headers.append((declaration, end))
    }
}
