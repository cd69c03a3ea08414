/// Function and variable headers: a function's name, generic parameters, parameters, effects and
/// return type; the names a `var` or `let` of a file or type binds, with their type and body.
extension StructuralParser {

    mutating func functionDeclaration(_ kind: DeclarationKind, at index: Int) {
        var cursor = index + 1
        var name = kind.rawValue
        if kind == .func {
            if isName(cursor) || keyword(cursor) != nil {
                name = text(cursor)
                markName(cursor)
                cursor += 1
            } else {
                // An operator: `static func == (lhs:rhs:)`, `prefix func -`.
                var operatorName = ""
                while cursor < tokens.count, tokens[cursor].kind == .operator || tokens[cursor].kind == .punctuation,
                      !isPunctuation(cursor, ASCII.openParen), !isPunctuation(cursor, ASCII.openBrace) {
                    if !operatorName.isEmpty, tokens[cursor].flags.contains(.spaceBefore) { break }
                    operatorName += text(cursor)
                    cursor += 1
                }
                guard !operatorName.isEmpty else { return }
                name = operatorName
            }
        } else if kind == .`init`, isPunctuation(cursor, ASCII.question) || isPunctuation(cursor, ASCII.exclamation),
                  !tokens[cursor].flags.contains(.spaceBefore) {
            cursor += 1
        }
        if kind == .`init` || kind == .deinit || kind == .subscript {
            // `init` also stands in expressions (`Self.init`, `.init()`), excluded by the caller;
            // in a declaration a parameter list (or, for deinit, a body) must follow.
            if kind != .deinit, !isPunctuation(cursor, ASCII.openParen), !isPunctuation(cursor, ASCII.less) { return }
        }
        let nameIndex = kind == .func ? index + 1 : index
        let declaration = addDeclaration(kind, name: name, nameToken: nameIndex, keyword: index)
        let limit = min(tokens.count, cursor + 8192)
        if isPunctuation(cursor, ASCII.less) {
            let end = skipGroup(from: cursor, limit: limit)
            declarations[Int(declaration)].genericParameters = genericParameters(cursor..<end)
            cursor = end
        }
        if isPunctuation(cursor, ASCII.openParen) {
            let end = skipGroup(from: cursor, limit: limit)
            declarations[Int(declaration)].parameters = parameters(cursor + 1..<max(cursor + 1, end - 1))
            cursor = end
        }
        // Effects: async, throws, throws(E), rethrows, reasync.
        while cursor < limit, let word = keyword(cursor), word == .async || word == .throws || word == .rethrows
                || text(cursor) == "reasync" {
            cursor += 1
            if word == .throws, isPunctuation(cursor, ASCII.openParen) { cursor = skipGroup(from: cursor, limit: limit) }
        }
        if cursor < limit, tokens[cursor].kind == .arrow {
            let end = expressionEnd(from: cursor + 1, stopAtBrace: true, stops: [ASCII.equals], type: true,
                                    stopAtWhere: true)
            var typeEnd = end
            while typeEnd > cursor + 1, keyword(typeEnd - 1) == .where { typeEnd -= 1 }
            declarations[Int(declaration)].type = text(cursor + 1..<typeEnd)
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

    /// `(_ a: A, b c: B = .x, d: inout [D]...)`: labels, names and types; the names are marked.
    private mutating func parameters(_ range: Range<Int>) -> [Parameter] {
        var result: [Parameter] = []
        var segmentStart = range.lowerBound
        var depth = 0
        var index = range.lowerBound
        while index <= range.upperBound {
            let atEnd = index == range.upperBound
            if !atEnd {
                if isPunctuation(index, ASCII.openParen) || isPunctuation(index, ASCII.openBracket)
                    || isPunctuation(index, ASCII.less) || isPunctuation(index, ASCII.openBrace) {
                    depth += 1
                } else if isPunctuation(index, ASCII.closeParen) || isPunctuation(index, ASCII.closeBracket)
                            || isPunctuation(index, ASCII.greater) || isPunctuation(index, ASCII.closeBrace) {
                    depth -= 1
                }
            }
            if atEnd || (depth == 0 && isPunctuation(index, ASCII.comma)) {
                if let parameter = parameter(segmentStart..<index) { result.append(parameter) }
                segmentStart = index + 1
            }
            index += 1
        }
        return result
    }

    private mutating func parameter(_ range: Range<Int>) -> Parameter? {
        var colon: Int?
        for index in range where isPunctuation(index, ASCII.colon) {
            colon = index
            break
        }
        guard let colon else { return nil }
        var names: [Int] = []
        for index in range.lowerBound..<colon where tokens[index].kind == .identifier { names.append(index) }
        guard let last = names.last else { return nil }
        for index in names { markName(index) }
        var typeEnd = range.upperBound
        var depth = 0
        for index in (colon + 1)..<range.upperBound {
            if isPunctuation(index, ASCII.openParen) || isPunctuation(index, ASCII.openBracket) || isPunctuation(index, ASCII.less) {
                depth += 1
            } else if isPunctuation(index, ASCII.closeParen) || isPunctuation(index, ASCII.closeBracket)
                        || isPunctuation(index, ASCII.greater) {
                depth -= 1
            } else if depth == 0, isPunctuation(index, ASCII.equals) {
                typeEnd = index
                break
            }
        }
        let label = text(names[0])
        return Parameter(label: label, name: text(last), type: text(colon + 1..<typeEnd))
    }

    mutating func variableDeclaration(_ kind: DeclarationKind, at index: Int) {
        var cursor = index + 1
        var first: Int32?
        while cursor < tokens.count {
            // `let a` or `let (a, b)`: the names are consecutive declarations, `firstDeclaration..<declarations.count`.
            let bindingNames: Range<Int>
            if isBindingName(cursor) {
                bindingNames = cursor..<cursor + 1
                cursor += 1
            } else if isPunctuation(cursor, ASCII.openParen) {
                let end = skipGroup(from: cursor, limit: tokens.count)
                bindingNames = cursor..<end
                cursor = end
            } else {
                break
            }
            let firstDeclaration = Int32(declarations.count)
            for nameIndex in bindingNames where isBindingName(nameIndex) {
                markName(nameIndex)
                let declaration = addDeclaration(kind, name: text(nameIndex), nameToken: nameIndex, keyword: index)
                if first == nil { first = declaration }
            }
            let declarationIndexes = firstDeclaration..<Int32(declarations.count)
            if isPunctuation(cursor, ASCII.colon) {
                let end = expressionEnd(from: cursor + 1, stopAtBrace: true, stops: [ASCII.equals, ASCII.comma], type: true)
                let type = text(cursor + 1..<end)
                for declaration in declarationIndexes { declarations[Int(declaration)].type = type }
                cursor = end
            }
            if isPunctuation(cursor, ASCII.equals) {
                cursor = expressionEnd(from: cursor + 1, stopAtBrace: false, stops: [ASCII.comma])
            }
            if isPunctuation(cursor, ASCII.openBrace), let last = declarationIndexes.last {
                bodyBraces[cursor] = last
                headers.append((last, cursor))
                return
            }
            if let last = declarationIndexes.last { headers.append((last, cursor)) }
            // `let a = 1, b = 2` goes on; the comma of `NSCache<NSString, UIImage>()` does not.
            guard isPunctuation(cursor, ASCII.comma), startsBinding(at: cursor + 1) else { break }
            cursor += 1
        }
    }

    /// A second binding after a comma: a name followed by `:`, `=`, `,` or the end of the statement.
    private func startsBinding(at index: Int) -> Bool {
        guard index < tokens.count else { return false }
        if isPunctuation(index, ASCII.openParen) { return true }
        guard isBindingName(index) else { return false }
        let next = index + 1
        return next >= tokens.count || isPunctuation(next, ASCII.colon) || isPunctuation(next, ASCII.equals)
            || isPunctuation(next, ASCII.comma) || isPunctuation(next, ASCII.semicolon) || isPunctuation(next, ASCII.closeBrace)
            || tokens[next].flags.contains(.newlineBefore)
    }
}
