import ArchlintScan
import ArchlintModel
import ArchlintReport

/// Today's findings, recorded so that only new ones are reported (adopting archlint on old code).
///
/// An entry matches by rule (or a former id of it), file, what the finding is about (the
/// referenced type, the import, the declaration) and its context (the declaration it stands in),
/// never by line, so code that moves keeps matching. A finding that says several
/// (`Finding.folded`) matches an entry of any of them. The file is sorted, pretty-printed and holds
/// paths relative to the working directory: it reads well in a diff and means the same on any
/// machine.
package struct Baseline: Equatable {
    package struct Entry: Hashable, Comparable {
        package var rule: String
        package var file: String
        package var subject: String
        package var context: String
        package var count: Int

        var key: Key { Key(rule: rule, file: file, subject: subject, context: context) }

        package static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.subject, lhs.context) < (rhs.file, rhs.rule, rhs.subject, rhs.context)
        }
    }

    struct Key: Hashable {
        var rule, file, subject, context: String
    }

    static let version = 1
    package var entries: [Entry]

    /// The baseline of a lint result's findings.
    package init(_ result: LintResult) {
        var counts: [Key: Int] = [:]
        var contexts = Contexts(result.project)
        for finding in result.findings { counts[contexts.key(of: finding), default: 0] += 1 }
        self.init(counts: counts)
    }

    /// Entries of one key (a hand-edited file may repeat one) are one entry of their summed count,
    /// as matching counts them: a baseline written again says each key once.
    package init(entries: [Entry]) {
        self.init(counts: entries.reduce(into: [:]) { $0[$1.key, default: 0] += $1.count })
    }

    private init(counts: [Key: Int]) {
        entries = counts.map { Entry(rule: $0.key.rule, file: $0.key.file, subject: $0.key.subject, context: $0.key.context, count: $0.value) }
            .sorted()
    }

    package func rendered() -> String {
        JSONValue.object([
            ("version", .int(Baseline.version)),
            ("findings", .array(entries.map { entry in
                .object([("rule", .string(entry.rule)), ("file", .string(entry.file)), ("subject", .string(entry.subject)),
                         ("context", .string(entry.context)), ("count", .int(entry.count))])
            })),
        ]).rendered()
    }

    /// Reads a baseline with its findings streamed (`JSON.parse(_:streaming:)`): each becomes an
    /// entry as it is read, so memory stays a small multiple of the file, not a JSON tree of it.
    package static func parse(_ bytes: [UInt8], source: String) throws -> Baseline {
        func fail(_ at: JSON.Located, _ message: String) -> ArchlintError {
            ArchlintError(path: source, line: at.line, column: at.column, message)
        }
        var entries: [Entry] = []
        func entry(_ item: JSON.Located) throws {
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
        let root: JSON.Located
        do {
            root = try JSON.parse(bytes, streaming: ("findings", entry))
        } catch let error as JSON.SyntaxError {
            throw ArchlintError(path: source, line: error.line, column: error.column, "invalid JSON: \(error.message)")
        }
        guard case let .object(members) = root.value,
              let list = members.first(where: { $0.key == "findings" })?.value, case .array = list.value else {
            throw fail(root, "a baseline is an object with a \"findings\" array (write one with --write-baseline)")
        }
        return Baseline(entries: entries)
    }

    /// What a run looked at: the files it reported on (nil: all; fewer with `--files-from` or a
    /// PATH within its project) and the rules that ran. An entry outside it is neither matched nor
    /// fixed, and a rewritten baseline keeps it: a rule switched off for one run, or a file left
    /// out, says nothing about whether its findings are gone.
    package struct Scope {
        var files: Set<String>?
        var rules: Set<String>

        package init(of result: LintResult) {
            files = result.reportedFiles
            rules = Set(result.checkedRules)
        }

        /// An entry under a former rule id is in scope when every id it became ran (`FormerRuleID`).
        package func contains(_ entry: Entry) -> Bool {
            FormerRuleID.ids(standingFor: entry.rule, among: []).allSatisfy(rules.contains) && files.map { $0.contains(entry.file) } ?? true
        }
    }

    /// The findings the baseline does not account for, and the entries no finding matched any more
    /// (fixed), of those in `scope` (all when nil).
    package func filter(_ result: LintResult, scope: Scope? = nil) -> (new: [Finding], fixed: [Entry]) {
        var remaining: [Key: Int] = [:]
        for entry in entries { remaining[entry.key, default: 0] += entry.count }
        var new: [Finding] = []
        var contexts = Contexts(result.project)
        func take(_ key: Key) -> Bool {
            guard let left = remaining[key], left > 0 else { return false }
            remaining[key] = left - 1
            return true
        }
        // An entry written under a former id of the finding's rule matches it too.
        func take(anyIDOf key: Key) -> Bool {
            take(key) || FormerRuleID.formerIDs(of: key.rule).contains { former in
                take(Key(rule: former.id, file: key.file, subject: key.subject, context: key.context))
            }
        }
        for finding in result.findings {
            // A finding that says several (the names of one line, an import with the misplaced work
            // it serves) matches an entry of any of them, and takes the entries of all: a baseline
            // written before they were one finding neither reports it new nor them fixed.
            let matched = contexts.keys(of: finding).reduce(false) { matched, key in take(anyIDOf: key) || matched }
            if !matched { new.append(finding) }
        }
        let fixed = entries.compactMap { entry -> Entry? in
            guard scope?.contains(entry) ?? true, let left = remaining[entry.key], left > 0 else { return nil }
            remaining[entry.key] = 0
            var fixed = entry
            fixed.count = left
            return fixed
        }
        return (new, fixed)
    }

    /// The context of each finding (`Contexts.context(of:line:)`), a table per file built when the file's
    /// first finding asks: looking through every declaration per finding made 100,000 findings in
    /// one file quadratic.
    struct Contexts {
        let project: Project
        /// Per file index: the declaration that gives each line its context (-1: none), and the
        /// names made so far by declaration index.
        private var tables: [Int: (byLine: [Int32], names: [Int32: String])] = [:]

        init(_ project: Project) { self.project = project }

        mutating func key(of finding: Finding) -> Key {
            Key(rule: finding.rule, file: finding.file, subject: finding.subject, context: context(of: finding.file, line: finding.line))
        }

        /// The finding's key, then the key of each finding it says with its own (`Finding.folded`).
        mutating func keys(of finding: Finding) -> [Key] {
            [key(of: finding)] + finding.folded.map { part in
                Key(rule: part.rule, file: finding.file, subject: part.subject, context: context(of: finding.file, line: part.line))
            }
        }

        /// The innermost declaration whose lines hold a finding's line (the one spanning the fewest lines,
        /// the first in the file of those): `TrainerRepository.trainer` for a name in that method's
        /// signature; the file itself (empty) at top level.
        mutating func context(of path: String, line: Int) -> String {
            guard let fileIndex = project.fileIndex[path] else { return "" }
            let file = project.files[fileIndex].source
            // A file that changed since the scan has no context to give: its findings keep none.
            var table = tables.removeValue(forKey: fileIndex) ?? ((try? file.withText { Contexts.innermost(file) }.get()) ?? [], [:])
            defer { tables[fileIndex] = table }
            guard line >= 1, line < table.byLine.count, table.byLine[line] >= 0 else { return "" }
            let index = table.byLine[line]
            if let name = table.names[index] { return name }
            let declaration = file.declarations[Int(index)]
            let owner = file.parent(of: declaration).map { $0.qualifiedName + "." } ?? ""
            let name = declaration.kind.isType ? declaration.qualifiedName : owner + declaration.name
            table.names[index] = name
            return name
        }

        /// For each line (index 1 up), the declaration spanning the fewest lines that holds it, the
        /// first in the file among equals. Declarations are taken in that order and each claims the
        /// lines of its span no smaller one has: `nextFree` skips claimed runs (path halving), so
        /// every line is claimed once however deeply declarations nest.
        static func innermost(_ file: SourceFile) -> [Int32] {
            var spans: [(first: Int, last: Int, index: Int32)] = []
            var lastLine = file.lineCount
            for (index, declaration) in file.declarations.enumerated() {
                let first = file.line(of: file.tokens[Int(declaration.firstToken)])
                let last = declaration.bodyClose.map { file.line(of: file.tokens[min(Int($0), file.tokens.count - 1)]) } ?? declaration.line
                guard first <= last else { continue }
                spans.append((first, last, Int32(index)))
                lastLine = max(lastLine, last)
            }
            spans.sort { ($0.last - $0.first, $0.index) < ($1.last - $1.first, $1.index) }
            var byLine = [Int32](repeating: -1, count: lastLine + 2)
            // nextFree[line]: a line at or after `line` that may be unclaimed; lastLine + 1 is never claimed.
            var nextFree = Array(0...lastLine + 1)
            func free(from line: Int) -> Int {
                var line = line
                while nextFree[line] != line {
                    nextFree[line] = nextFree[nextFree[line]]
                    line = nextFree[line]
                }
                return line
            }
            for span in spans {
                var line = free(from: span.first)
                while line <= span.last {
                    byLine[line] = span.index
                    nextFree[line] = line + 1
                    line = free(from: line + 1)
                }
            }
            return byLine
        }
    }
}
