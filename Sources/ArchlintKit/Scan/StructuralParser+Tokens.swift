/// Token helpers: what a token is and spells, its text, and where a bracket group, an expression
/// or a type that starts at it ends.
extension StructuralParser {

    /// The keyword a token spells; none for a name in backticks (`` `class` `` is a plain name).
    @inline(__always) func keyword(_ index: Int) -> Keyword? {
        guard index >= 0, index < tokens.count else { return nil }
        return tokens[index].keyword
    }

    /// A word that may name a variable here: any name, or a contextual keyword (`actor`, `get`, `open`).
    func isBindingName(_ index: Int) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
        guard let word = keyword(index) else { return true }
        return !word.isReserved
    }

    func isPunctuation(_ index: Int, _ character: UInt8) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        return token.kind == .punctuation && bytes[Int(token.start)] == character
    }

    func isName(_ index: Int) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
        return keyword(index) == nil || keyword(index) == .Self
    }

    func text(_ index: Int) -> String {
        let token = tokens[index]
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]), as: UTF8.self)
    }

    /// The source text of the tokens `range` (a type, a parameter list), each run of white space
    /// written as one space: gathered as bytes and made a `String` once.
    func text(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        var out: [UInt8] = []
        out.reserveCapacity(max(0, Int(tokens[range.upperBound - 1].end - tokens[range.lowerBound].start)) + 2)
        for index in range {
            let token = tokens[index]
            if index != range.lowerBound, token.flags.contains(.spaceBefore) { out.append(ASCII.space) }
            if token.kind == .attribute { out.append(ASCII.at) }
            if token.kind == .pound { out.append(ASCII.hash) }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]))
        }
        return String(decoding: out, as: UTF8.self)
    }

    mutating func markName(_ index: Int) {
        tokens[index].flags.insert(.declaresName)
    }

    /// The index just past the bracket group opening at `open` (`(`, `[` or `<`). A `(` or `[` left
    /// open ends where an enclosing group closes. A `<` group is scanned and ends early at what cannot
    /// stand in a generic clause (a brace, `;`, a directive, a new statement, a reserved word), or at `limit`.
    func skipGroup(from open: Int, limit: Int) -> Int {
        let opener = bytes[Int(tokens[open].start)]
        if opener != ASCII.less { return groupEnd(open) ?? open }
        var depth = 0
        var index = open
        while index < limit {
            let token = tokens[index]
            if token.kind == .punctuation {
                let character = bytes[Int(token.start)]
                if character == ASCII.less {
                    depth += 1
                } else if character == ASCII.greater {
                    depth -= 1
                    if depth == 0 { return index + 1 }
                } else if character == ASCII.openParen || character == ASCII.openBracket {
                    guard let end = groupEnd(index) else { return index }
                    index = end
                    continue
                } else if character == ASCII.openBrace || character == ASCII.closeBrace || character == ASCII.semicolon
                            || character == ASCII.closeParen || character == ASCII.closeBracket {
                    return index  // cannot stand in a generic clause: stop at it
                }
            } else if token.kind == .poundIf || token.kind == .poundElseif || token.kind == .poundElse
                        || token.kind == .poundEndif {
                return index
            } else if let word = keyword(index), word.isReserved, word != .let, word != .throws, word != .Self {
                return index
            }
            if index > open, startsNewLine(index) { return index }
            index += 1
        }
        return limit
    }

    /// Just past the `(`, `[` or `{` group opening at `open`, in constant time; nil for a group that
    /// never closes. A header scan stops at such a group rather than read the rest of the file into
    /// one header (which, repeated, would make the parse quadratic).
    func groupEnd(_ open: Int) -> Int? {
        let match = Int(partner[open])
        return match >= 0 ? match + 1 : nil
    }

    /// Is the token at `index` the first of a new statement, given where the previous one ended?
    func startsNewLine(_ index: Int) -> Bool {
        tokens[index].flags.contains(.newlineBefore) && !continuesExpression(before: index)
    }

    /// A line break does not end an expression after an operator or an opening bracket, nor
    /// before a line that starts with `.member`, an infix operator or `->`.
    private func continuesExpression(before index: Int) -> Bool {
        let token = tokens[index]
        switch token.kind {
        case .operator, .arrow:
            return true
        case .punctuation:
            switch bytes[Int(token.start)] {
            case ASCII.dot, ASCII.ampersand, ASCII.equals, ASCII.question, ASCII.colon, ASCII.closeParen,
                 ASCII.closeBracket, ASCII.greater:
                return true
            default: break
            }
        default: break
        }
        guard index > 0 else { return false }
        let previous = tokens[index - 1]
        switch previous.kind {
        case .operator, .arrow:
            return true
        case .punctuation:
            switch bytes[Int(previous.start)] {
            case ASCII.dot, ASCII.comma, ASCII.colon, ASCII.equals, ASCII.openParen, ASCII.openBracket,
                 ASCII.ampersand, ASCII.less:
                return true
            default: return false
            }
        case .identifier:
            if let word = keyword(index - 1) {
                return word == .as || word == .is || word == .try || word == .await || word == .return
                    || word == .in || word == .some || word == .any
            }
            return false
        default:
            return false
        }
    }

    /// The end of the expression or type starting at `start`: the first token outside brackets that
    /// starts a new statement, a `;`, a closing bracket of an enclosing group, a directive, or one of
    /// `stops`. Bracket groups are stepped over whole. In a type (`type`), `<…>` is a bracket group
    /// too, so that `Dictionary<String, [Int]>` does not end at its comma; `stopAtWhere` ends a type at `where`.
    func expressionEnd(from start: Int, stopAtBrace: Bool, stops: ASCIISet = [], type: Bool = false,
                               stopAtWhere: Bool = false) -> Int {
        var angles = 0
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            if angles == 0, index > start, startsNewLine(index) { return index }
            switch token.kind {
            case .punctuation:
                let character = bytes[Int(token.start)]
                switch character {
                case ASCII.openParen, ASCII.openBracket:
                    guard let end = groupEnd(index) else { return index }
                    index = end
                    continue
                case ASCII.openBrace:
                    if angles == 0, stopAtBrace { return index }
                    // `var x = 0 { didSet { … } }`: observers, not a trailing closure of the initializer.
                    if index > start, keyword(index + 1) == .willSet || keyword(index + 1) == .didSet { return index }
                    guard let end = groupEnd(index) else { return index }
                    index = end
                    continue
                case ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace, ASCII.semicolon:
                    return index
                case ASCII.less where type:
                    angles += 1
                case ASCII.greater where type && angles > 0:
                    angles -= 1
                default:
                    if angles == 0, stops.contains(character) { return index }
                }
            case .poundIf, .poundElseif, .poundElse, .poundEndif:
                return index
            case .identifier where angles == 0 && index > start:
                if stopAtWhere, keyword(index) == .where { return index }
            default:
                break
            }
            index += 1
        }
        return min(index, tokens.count)
    }
}
