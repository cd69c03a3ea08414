/// Today's findings, recorded so that only new ones are reported (adopting archlint on old code).
///
/// An entry matches by rule, file, what the finding is about (the referenced type, the import, the
/// declaration) and its context (the declaration it stands in), never by line, so code that moves
/// keeps matching. The file is sorted, pretty-printed and holds paths relative to the working
/// directory: it reads well in a diff and means the same on any machine.
public struct Baseline: Equatable {
    public struct Entry: Hashable, Comparable {
        public var rule: String
        public var file: String
        public var subject: String
        public var context: String
        public var count: Int

        var key: Key { Key(rule: rule, file: file, subject: subject, context: context) }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.subject, lhs.context) < (rhs.file, rhs.rule, rhs.subject, rhs.context)
        }
    }

    struct Key: Hashable {
        var rule, file, subject, context: String
    }

    public static let version = 1
    public var entries: [Entry]

    /// The baseline of a lint result's findings.
    public init(_ result: LintResult) {
        var counts: [Key: Int] = [:]
        for finding in result.findings { counts[Baseline.key(of: finding, in: result.project), default: 0] += 1 }
        entries = counts.map { Entry(rule: $0.key.rule, file: $0.key.file, subject: $0.key.subject, context: $0.key.context, count: $0.value) }
            .sorted()
    }

    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    public func rendered() -> String {
        JSONValue.object([
            ("version", .int(Baseline.version)),
            ("findings", .array(entries.map { entry in
                .object([("rule", .string(entry.rule)), ("file", .string(entry.file)), ("subject", .string(entry.subject)),
                         ("context", .string(entry.context)), ("count", .int(entry.count))])
            })),
        ]).rendered()
    }

    public static func parse(_ bytes: [UInt8], source: String) throws -> Baseline {
        func fail(_ at: JSON.Located, _ message: String) -> ConfigurationError {
            ConfigurationError(source: source, line: at.line, column: at.column, message: message)
        }
        let root: JSON.Located
        do {
            root = try JSON.parse(bytes)
        } catch let error as JSON.SyntaxError {
            throw ConfigurationError(source: source, line: error.line, column: error.column, message: "invalid JSON: \(error.message)")
        }
        guard case let .object(members) = root.value,
              let list = members.first(where: { $0.key == "findings" })?.value, case let .array(items) = list.value else {
            throw fail(root, "a baseline is an object with a \"findings\" array (write one with --write-baseline)")
        }
        var entries: [Entry] = []
        for item in items {
            guard case let .object(fields) = item.value else { throw fail(item, "each baseline finding must be an object") }
            func text(_ key: String) throws -> String {
                guard let value = fields.first(where: { $0.key == key })?.value, case let .string(string) = value.value else {
                    throw fail(item, "a baseline finding needs a string \"\(key)\"")
                }
                return string
            }
            var count = 1
            if let value = fields.first(where: { $0.key == "count" })?.value {
                guard case let .number(number) = value.value, number >= 1, number <= 1_000_000, number == number.rounded() else {
                    throw fail(value, "\"count\" must be a whole number from 1")
                }
                count = Int(number)
            }
            entries.append(Entry(rule: try text("rule"), file: try text("file"), subject: try text("subject"),
                                 context: try text("context"), count: count))
        }
        return Baseline(entries: entries)
    }

    /// The findings the baseline does not account for, and the entries no finding matched any more (fixed).
    public func filter(_ result: LintResult) -> (new: [Finding], fixed: [Entry]) {
        var remaining: [Key: Int] = [:]
        for entry in entries { remaining[entry.key, default: 0] += entry.count }
        var new: [Finding] = []
        for finding in result.findings {
            let key = Baseline.key(of: finding, in: result.project)
            if let left = remaining[key], left > 0 {
                remaining[key] = left - 1
            } else {
                new.append(finding)
            }
        }
        let fixed = entries.compactMap { entry -> Entry? in
            guard let left = remaining[entry.key], left > 0 else { return nil }
            remaining[entry.key] = 0
            var fixed = entry
            fixed.count = left
            return fixed
        }
        return (new, fixed)
    }

    static func key(of finding: Finding, in project: Project) -> Key {
        Key(rule: finding.rule, file: finding.file, subject: finding.subject, context: context(of: finding, in: project))
    }

    /// The innermost declaration whose lines hold the finding: `TrainerRepository.trainer` for a
    /// name in that method's signature; the file itself (empty) at top level.
    static func context(of finding: Finding, in project: Project) -> String {
        guard let index = project.fileIndex[finding.file] else { return "" }
        let file = project.files[index].source
        var best: (span: Int, name: String)?
        for declaration in file.declarations {
            let first = Int(file.tokens[Int(declaration.firstToken)].line)
            let last = declaration.bodyClose.map { Int(file.tokens[min(Int($0), file.tokens.count - 1)].line) } ?? declaration.line
            guard first <= finding.line, finding.line <= last else { continue }
            if best == nil || last - first < best!.span {
                let owner = file.parent(of: declaration).map { $0.qualifiedName + "." } ?? ""
                let name = declaration.kind.isType ? declaration.qualifiedName : owner + declaration.name
                best = (last - first, name)
            }
        }
        return best?.name ?? ""
    }
}
