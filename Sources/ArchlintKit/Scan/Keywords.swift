/// The words the structural parser recognises, looked up by the token's bytes without making a
/// `String`: a name of up to 8 bytes is packed into one integer, longer ones are compared in full.
@usableFromInline package enum Keyword: UInt8, CaseIterable {
    // Declarations
    case `import`, `class`, `struct`, `enum`, `protocol`, actor, `extension`, `typealias`, `func`, `init`,
         `deinit`, `subscript`, `var`, `let`, `case`, `associatedtype`, `operator`, macro, `precedencegroup`
    // Modifiers
    case `public`, `private`, `fileprivate`, `internal`, open, package, `static`, final, override, mutating,
         nonmutating, lazy, weak, unowned, dynamic, optional, required, convenience, indirect, nonisolated,
         isolated, consuming, borrowing, distributed, prefix, postfix, infix
    // Statements and expressions
    case `return`, `if`, `guard`, `else`, `while`, `for`, `in`, `repeat`, `switch`, `default`, `do`, `catch`,
         `try`, await, `throw`, `throws`, `rethrows`, async, `where`, `is`, `as`, `some`, any, `self`,
         `Self`, `super`, `true`, `false`, `nil`, `break`, `continue`, `fallthrough`, `defer`, get, set,
         willSet, didSet, `inout`, each

    /// Words that, standing before `/`, leave room for an expression (so the `/` opens a regex).
    static let expressionStarters: Set<Keyword> = [
        .return, .case, .in, .where, .if, .guard, .while, .try, .await, .throw, .else, .repeat, .switch,
        .is, .some, .any, .for, .catch,
    ]

    /// Words that can never name anything unless written in backticks. The others (`actor`, `open`,
    /// `get`, `async`, `some`, …) are keywords only in their context and may name a variable.
    static let reserved: Set<Keyword> = [
        .import, .class, .struct, .enum, .protocol, .extension, .typealias, .func, .`init`, .deinit, .subscript,
        .var, .let, .case, .associatedtype, .operator, .precedencegroup, .public, .private, .fileprivate,
        .internal, .static, .inout, .return, .if, .guard, .else, .while, .for, .in, .repeat, .switch, .default,
        .do, .catch, .try, .throw, .throws, .rethrows, .where, .is, .as, .self, .Self, .super, .true, .false,
        .nil, .break, .continue, .fallthrough, .defer,
    ]

    package var isReserved: Bool { Keyword.reserved.contains(self) }

    /// Modifiers that may stand before a declaration keyword.
    static let modifiers: Set<Keyword> = [
        .public, .private, .fileprivate, .internal, .open, .package, .static, .class, .final, .override,
        .mutating, .nonmutating, .lazy, .weak, .unowned, .dynamic, .optional, .required, .convenience,
        .indirect, .nonisolated, .isolated, .consuming, .borrowing, .distributed, .prefix, .postfix, .infix,
    ]

    var text: String { String(describing: self) }

    @inline(__always)
    static func pack<Bytes: RandomAccessCollection>(_ bytes: Bytes, _ start: Int, _ end: Int) -> UInt64
        where Bytes.Element == UInt8, Bytes.Index == Int {
        var value: UInt64 = 0
        var offset = start
        while offset < end {
            value = value << 8 | UInt64(bytes[offset])
            offset += 1
        }
        return value
    }

    /// The keyword spelled by `bytes[start..<end]`, if any.
    @inline(__always)
    static func of(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword? {
        KeywordTable.shared.keyword(bytes, start, end)
    }
}

/// Every keyword by its bytes. Keywords of up to eight bytes are packed into an integer
/// (`Keyword.pack`) and kept in an open-addressing table hashed with one multiplication: every
/// identifier of the project is looked up here, and a `Dictionary` would run SipHash over each.
/// The lexer holds the table itself, so that its hot loop does not check a lazy global each time.
struct KeywordTable {
    static let shared = KeywordTable()

    /// A power of two, several times the number of keywords: probes stay short.
    private static let size = 512
    private let keys: [UInt64]
    private let keywords: [Keyword?]
    /// Keywords of nine to sixteen bytes (`fileprivate`, `associatedtype`), packed in two integers:
    /// compared without touching an array per candidate (most names are longer than eight bytes).
    private let long: [(length: Int, head: UInt64, tail: UInt64, keyword: Keyword)]

    private init() {
        var keys = [UInt64](repeating: 0, count: KeywordTable.size)
        var keywords = [Keyword?](repeating: nil, count: KeywordTable.size)
        for keyword in Keyword.allCases where keyword.text.utf8.count <= 8 {
            let key = Keyword.pack(Array(keyword.text.utf8), 0, keyword.text.utf8.count)
            var slot = KeywordTable.slot(key)
            while keys[slot] != 0 { slot = (slot + 1) & (KeywordTable.size - 1) }
            keys[slot] = key
            keywords[slot] = keyword
        }
        self.keys = keys
        self.keywords = keywords
        long = Keyword.allCases.filter { $0.text.utf8.count > 8 }.map { keyword in
            let bytes = Array(keyword.text.utf8)
            precondition(bytes.count <= 16, "a keyword longer than sixteen bytes needs another table")
            return (bytes.count, Keyword.pack(bytes, 0, 8), Keyword.pack(bytes, 8, bytes.count), keyword)
        }
    }

    @inline(__always) private static func slot(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 55)
    }

    /// The keyword spelled by `bytes[start..<end]`, if any.
    @inline(__always)
    func keyword(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword? {
        let length = end - start
        if length <= 8 {
            // No keyword packs to 0 (none is empty), so 0 marks a free slot.
            let key = Keyword.pack(bytes, start, end)
            var slot = KeywordTable.slot(key)
            while true {
                let stored = keys[slot]
                if stored == key { return keywords[slot] }
                if stored == 0 { return nil }
                slot = (slot + 1) & (KeywordTable.size - 1)
            }
        }
        guard length <= 16 else { return nil }
        let head = Keyword.pack(bytes, start, start + 8), tail = Keyword.pack(bytes, start + 8, end)
        for candidate in long where candidate.length == length && candidate.head == head && candidate.tail == tail {
            return candidate.keyword
        }
        return nil
    }
}

enum Keywords {
    static func startsExpression(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        guard let keyword = Keyword.of(bytes, start, end) else { return false }
        return Keyword.expressionStarters.contains(keyword)
    }
}
