/// What a keyword declares, and what every declaration shares: the attributes and modifiers
/// before it, its access, its place among the declarations; imports.
extension StructuralParser {

    private var scope: FrameKind { frames[frames.count - 1].kind }

    mutating func declaration(_ word: Keyword, at index: Int) {
        // `import struct Module.Type`, `import func Module.f`: the kind word declares nothing.
        if word != .import, keyword(index - 1) == .import { return }
        switch word {
        case .import:
            importDeclaration(at: index)
        case .class:
            if let next = keyword(index + 1), next != .Self { return }  // `class func`, `class var`: a modifier
            typeDeclaration(.class, at: index)
        case .struct:
            typeDeclaration(.struct, at: index)
        case .enum:
            typeDeclaration(.enum, at: index)
        case .protocol:
            typeDeclaration(.protocol, at: index)
        case .actor:
            // A contextual keyword: `actor Name {` declares, `actor.run()` does not.
            guard isName(index + 1), index + 2 < tokens.count else { return }
            let after = index + 2
            guard isPunctuation(after, ASCII.openBrace) || isPunctuation(after, ASCII.colon)
                    || isPunctuation(after, ASCII.less) || keyword(after) == .where else { return }
            typeDeclaration(.actor, at: index)
        case .extension:
            typeDeclaration(.extension, at: index)
        case .typealias:
            typealiasDeclaration(at: index)
        case .func:
            functionDeclaration(.func, at: index)
        case .`init`:
            functionDeclaration(.`init`, at: index)
        case .subscript:
            functionDeclaration(.subscript, at: index)
        case .deinit:
            functionDeclaration(.deinit, at: index)
        case .var, .let:
            if scope == .file || scope == .type {
                variableDeclaration(word == .var ? .var : .let, at: index)
            } else {
                // A local (`let x = …`, `if let x`, `case .a(let x)`, `let (a, b) = …`): a declared name, not a reference.
                // `case let Error.network(inner)`: the path names a type, the parenthesised names bind.
                var open = index + 1
                if isPunctuation(index + 1, ASCII.dot) || (isBindingName(index + 1) && isPunctuation(index + 2, ASCII.dot)) {
                    while open < tokens.count, !isPunctuation(open, ASCII.openParen),
                          tokens[open].kind == .identifier || isPunctuation(open, ASCII.dot) {
                        open += 1
                    }
                } else if isBindingName(index + 1) {
                    markName(index + 1)
                }
                if isPunctuation(open, ASCII.openParen), let end = groupEnd(open) {
                    for name in (open + 1)..<end where isBindingName(name) && !isPunctuation(name - 1, ASCII.dot)
                        && !isPunctuation(name + 1, ASCII.colon) && !isPunctuation(name + 1, ASCII.dot) {
                        markName(name)
                    }
                }
            }
        case .associatedtype:
            if isName(index + 1) { markName(index + 1) }
        case .case:
            if scope == .type { enumCaseNames(after: index) }
        default:
            break
        }
    }

    /// Attributes and modifiers written before the declaration keyword at `index`.
    private func prefix(before index: Int) -> (attributes: [String], modifiers: [String], first: Int) {
        var attributes: [String] = []
        var modifiers: [String] = []
        var cursor = index - 1
        var first = index
        while cursor >= 0, index - cursor < 64 {
            let token = tokens[cursor]
            if token.kind == .attribute {
                attributes.append(text(cursor))
                first = cursor
                cursor -= 1
            } else if let word = keyword(cursor), Keyword.modifiers.contains(word) {
                modifiers.append(text(cursor))
                first = cursor
                cursor -= 1
            } else if isPunctuation(cursor, ASCII.closeParen) {
                // `@available(iOS 15, *)`, `private(set)`, `nonisolated(unsafe)`
                let open = Int(partner[cursor])
                guard open > 0, open < cursor, !tokens[open].flags.contains(.spaceBefore) else { break }
                let owner = open - 1
                if tokens[owner].kind == .attribute {
                    attributes.append(text(owner))
                } else if let word = keyword(owner), Keyword.modifiers.contains(word) {
                    modifiers.append(text(owner) + text(open + 1..<cursor).wrappedInParentheses)
                } else {
                    break
                }
                first = owner
                cursor = owner - 1
            } else {
                break
            }
        }
        return (attributes.reversed(), modifiers.reversed(), first)
    }

    private func accessLevel(_ modifiers: [String]) -> AccessLevel? {
        for modifier in modifiers {
            if let level = AccessLevel(rawValue: modifier) { return level }
        }
        return nil
    }

    /// Members take the access of an extension or a protocol they stand in; others are internal.
    private func defaultAccess(parent: Int32) -> AccessLevel {
        guard parent >= 0 else { return .internal }
        let owner = declarations[Int(parent)]
        if owner.kind == .protocol { return owner.access }
        if owner.kind == .extension, owner.access != .internal, owner.modifiers.contains(where: { AccessLevel(rawValue: $0) != nil }) {
            return owner.access
        }
        return .internal
    }

    mutating func addDeclaration(_ kind: DeclarationKind, name: String, nameToken: Int, keyword: Int) -> Int32 {
        // Past the bound, the last declaration stands in for the rest until the main loop stops:
        // the file is left out whole, so what is written into it is never read.
        if declarations.count >= maximumDeclarations {
            declaresTooMuch = true
            return Int32(declarations.count - 1)
        }
        let (attributes, modifiers, first) = prefix(before: keyword)
        let parent = frames[frames.count - 1].typeOwner
        let (line, column) = lines.position(of: tokens[nameToken])
        declarations.append(Declaration(
            kind: kind, name: name, line: Int(line), column: Int(column),
            access: accessLevel(modifiers) ?? defaultAccess(parent: parent), attributes: attributes, modifiers: modifiers,
            parent: parent >= 0 ? parent : nil, enclosing: parent >= 0 ? declarations[Int(parent)] : nil,
            nameToken: Int32(nameToken), firstToken: Int32(first)))
        return Int32(declarations.count - 1)
    }

    private mutating func importDeclaration(at index: Int) {
        var cursor = index + 1
        var kind: String?
        if let word = keyword(cursor), [.struct, .class, .enum, .protocol, .typealias, .func, .var, .let].contains(word) {
            kind = text(cursor)
            cursor += 1
        }
        var path: [String] = []
        var column = 0
        while isName(cursor) || (keyword(cursor) != nil && !path.isEmpty) {
            if path.isEmpty { column = Int(lines.position(of: tokens[cursor]).column) }
            markName(cursor)
            path.append(text(cursor))
            guard isPunctuation(cursor + 1, ASCII.dot), !tokens[cursor + 1].flags.contains(.newlineBefore) else { break }
            cursor += 2
        }
        guard let module = path.first else { return }
        let (attributes, _, _) = prefix(before: index)
        imports.append(Import(module: module, path: path, kind: kind, attributes: attributes,
                              line: Int(lines.position(of: tokens[index]).line), column: column))
    }
}

private extension String {
    var wrappedInParentheses: String { "(" + self + ")" }
}
