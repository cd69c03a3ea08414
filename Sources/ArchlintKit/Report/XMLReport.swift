import ArchlintScan
import ArchlintModel

/// XML reports, written as UTF-8 bytes into one buffer as they are made: a JUnit report of 200,000
/// files holds millions of elements, and building them as an `XMLDocument` first took gigabytes.
/// The layout is libxml2's pretty printer's (what FoundationXML wrote before, byte for byte): two
/// spaces per level, an element with children closes on a line of its own, an empty element is
/// written `<name></name>`.
///
/// What XML 1.0 cannot carry at all (control characters other than tab and line breaks, U+FFFE,
/// U+FFFF) is replaced by a visible stand-in: C0 controls by their Unicode control picture (U+0001
/// becomes ␁), the rest by U+FFFD.
struct XMLReport {
    /// What `append` escapes besides the characters XML cannot carry.
    enum Markup {
        /// Nothing: text that another format (HTML) escapes on its own.
        case none
        /// Element content: `<`, `>`, `&`, and carriage returns, which a parser would read as line feeds.
        case content
        /// An attribute value in double quotes: the content's, the quote, and tab and line feed,
        /// which a parser would read as spaces.
        case attribute
    }

    private(set) var bytes: [UInt8] = Array("<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"no\"?>\n".utf8)
    /// The open elements, outermost first, and whether each has a child element yet.
    private var stack: [(name: String, hasChildren: Bool)] = []

    /// Starts an element inside the innermost open one.
    mutating func open(_ name: String, _ attributes: [(String, String)]) {
        if let parent = stack.indices.last {
            if !stack[parent].hasChildren {
                stack[parent].hasChildren = true
                bytes.append(ASCII.newline)
            }
            for _ in stack.indices { bytes.append(ASCII.space); bytes.append(ASCII.space) }
        }
        bytes.append(UInt8(ascii: "<"))
        bytes.append(contentsOf: name.utf8)
        for (key, value) in attributes {
            bytes.append(ASCII.space)
            bytes.append(contentsOf: key.utf8)
            bytes.append(contentsOf: "=\"".utf8)
            XMLReport.append(value, into: &bytes, markup: .attribute)
            bytes.append(ASCII.doubleQuote)
        }
        bytes.append(UInt8(ascii: ">"))
        stack.append((name, false))
    }

    /// Ends the innermost open element.
    mutating func close() {
        let element = stack.removeLast()
        if element.hasChildren {
            for _ in stack.indices { bytes.append(ASCII.space); bytes.append(ASCII.space) }
        }
        bytes.append(contentsOf: "</".utf8)
        bytes.append(contentsOf: element.name.utf8)
        bytes.append(UInt8(ascii: ">"))
        bytes.append(ASCII.newline)
    }

    /// An element without child elements, holding `text` if given.
    mutating func element(_ name: String, _ attributes: [(String, String)], text: String? = nil) {
        open(name, attributes)
        if let text { XMLReport.append(text, into: &bytes, markup: .content) }
        close()
    }

    /// The document, once every element is closed.
    var rendered: String {
        precondition(stack.isEmpty, "an XML element is still open")
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `value` with stand-ins for what XML cannot carry, escaped for HTML by the caller.
    static func text(_ value: String) -> String {
        var bytes: [UInt8] = []
        append(value, into: &bytes, markup: .none)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `value`, escaped for `markup`; control characters XML cannot carry become their
    /// visible stand-ins (U+2400 + byte), noncharacters U+FFFE/U+FFFF become U+FFFD.
    static func append(_ value: String, into out: inout [UInt8], markup: Markup) {
        ByteEscaping.append(value, into: &out) { bytes, index in
            let byte = bytes[index]
            switch byte {
            case ASCII.less where markup != .none: return ("&lt;", 1)
            case ASCII.greater where markup != .none: return ("&gt;", 1)
            case ASCII.ampersand where markup != .none: return ("&amp;", 1)
            case ASCII.carriageReturn where markup != .none: return ("&#13;", 1)
            case ASCII.doubleQuote where markup == .attribute: return ("&quot;", 1)
            case ASCII.newline where markup == .attribute: return ("&#10;", 1)
            case ASCII.tab where markup == .attribute: return ("&#9;", 1)
            case ASCII.tab, ASCII.newline, ASCII.carriageReturn: return nil
            case 0..<0x20: return (String(UnicodeScalar(0x2400 + UInt32(byte))!), 1)
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBF && bytes[index + 2] & 0xFE == 0xBE:
                return ("\u{FFFD}", 3)
            default: return nil
            }
        }
    }
}

/// JUnit XML, as Jenkins' xUnit plugin reads it (junit-10.xsd): one `<testsuite>` per rule that
/// ran; in it one failed `<testcase>` per finding, named by its `file:line:column`, or, when the
/// rule found nothing, one passing case named by the rule, so a pipeline shows what was checked as
/// well as what failed. A finding is a test case of its own because CI viewers show one failure per
/// case (Jenkins the first), and names are unique in a suite (a second finding at one place is
/// `file:line:column #2`) because GitLab keeps the first of the cases that share a name. The
/// report grows with the findings, not with the files times the rules.
struct JUnitReporter: Reporter {
    static let name = "junit"
    var timestamp: String?
    init(timestamp: String? = nil) { self.timestamp = timestamp }

    func report(_ result: LintResult) -> String {
        let findings = Dictionary(grouping: result.findings, by: \.rule)
        let failures = result.checkedRules.map { findings[$0]?.count ?? 0 }
        let cases = failures.map { max($0, 1) }
        var xml = XMLReport()
        xml.open("testsuites", [("name", "archlint"), ("tests", String(cases.reduce(0, +))),
                                ("failures", String(failures.reduce(0, +))), ("errors", "0")])
        for (id, count) in zip(result.checkedRules, cases) {
            let failing = findings[id] ?? []
            var attributes = [("name", id), ("tests", String(count)), ("failures", String(failing.count)), ("errors", "0"), ("skipped", "0")]
            if let timestamp { attributes.append(("timestamp", timestamp)) }
            xml.open("testsuite", attributes)
            let classname = "archlint.\(id)"
            if failing.isEmpty {
                xml.open("testcase", [("name", id), ("classname", classname)])
                xml.close()
            }
            var seen: [String: Int] = [:]
            for finding in failing {
                let place = "\(finding.file):\(finding.line):\(finding.column)"
                let occurrence = seen[place, default: 0] + 1
                seen[place] = occurrence
                xml.open("testcase", [("name", occurrence == 1 ? place : "\(place) #\(occurrence)"), ("classname", classname)])
                xml.element("failure", [("type", finding.severity.rawValue), ("message", finding.message)],
                            text: "\(finding.rule): \(finding.message)\n\(place)")
                xml.close()
            }
            xml.close()
        }
        xml.close()
        return xml.rendered
    }
}

/// Checkstyle XML, which Jenkins' Warnings plugin, GitLab and many review tools read.
struct CheckstyleReporter: Reporter {
    static let name = "checkstyle"
    init() {}

    func report(_ result: LintResult) -> String {
        let byFile = Dictionary(grouping: result.findings, by: \.file)
        var xml = XMLReport()
        xml.open("checkstyle", [("version", "4.3")])
        for file in byFile.keys.sorted() {
            xml.open("file", [("name", file)])
            for finding in byFile[file]! {
                xml.element("error", [("line", String(finding.line)), ("column", String(finding.column)),
                                      ("severity", finding.severity.rawValue), ("message", finding.message),
                                      ("source", "archlint.\(finding.rule)")])
            }
            xml.close()
        }
        xml.close()
        return xml.rendered
    }
}
