import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// XML reports are built as documents with FoundationXML (libxml2 on Linux), never by pasting
/// strings, so quoting and escaping are the XML library's job. What XML 1.0 cannot carry at all
/// (control characters other than tab and line breaks, U+FFFE, U+FFFF) libxml2 would silently drop
/// or write out invalid; archlint replaces each with a visible stand-in first: C0 controls with
/// their Unicode control picture (U+0001 becomes ␁), the rest with U+FFFD.
enum XMLReport {
    static func text(_ value: String) -> String {
        guard value.unicodeScalars.contains(where: { !allowed($0) }) else { return value }
        var out = String.UnicodeScalarView()
        for scalar in value.unicodeScalars {
            if allowed(scalar) {
                out.append(scalar)
            } else if scalar.value < 0x20 {
                out.append(Unicode.Scalar(0x2400 + scalar.value)!)
            } else {
                out.append("\u{FFFD}")
            }
        }
        return String(out)
    }

    private static func allowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return true
        case 0x00..<0x20: return false
        case 0xFFFE, 0xFFFF: return false
        default: return true
        }
    }

    static func element(_ name: String, _ attributes: [(String, String)], children: [XMLElement] = [], text: String? = nil) -> XMLElement {
        let element = XMLElement(name: name)
        for (key, value) in attributes {
            element.addAttribute(XMLNode.attribute(withName: key, stringValue: XMLReport.text(value)) as! XMLNode)
        }
        if let text { element.stringValue = XMLReport.text(text) }
        for child in children { element.addChild(child) }
        return element
    }

    static func document(_ root: XMLElement) -> String {
        let document = XMLDocument(rootElement: root)
        document.version = "1.0"
        document.characterEncoding = "UTF-8"
        var out = document.xmlString(options: [.nodePrettyPrint])
        if !out.hasSuffix("\n") { out += "\n" }
        return out
    }
}

/// JUnit XML, as Jenkins' xUnit plugin reads it (junit-10.xsd): one `<testsuite>` per rule, one
/// `<testcase>` per checked file and rule, passing cases included, so a pipeline shows what was
/// checked as well as what failed; each finding a `<failure>`.
public struct JUnitReporter: Reporter {
    public static let name = "junit"
    public var timestamp: String?
    public init(timestamp: String? = nil) { self.timestamp = timestamp }

    public func report(_ result: LintResult) -> String {
        let byRuleAndFile = Dictionary(grouping: result.findings) { "\($0.rule)\u{0}\($0.file)" }
        // Every linted file, and any other file a finding is in (a Package.swift).
        let files = Set(result.project.files.map(\.source.path) + result.findings.map(\.file)).sorted()
        var suites: [XMLElement] = []
        var totalTests = 0, totalFailures = 0
        for id in result.checkedRules {
            var cases: [XMLElement] = []
            var failures = 0
            for file in files {
                let findings = byRuleAndFile["\(id)\u{0}\(file)"] ?? []
                failures += findings.isEmpty ? 0 : 1
                let children = findings.map { finding in
                    XMLReport.element("failure", [("type", finding.severity.rawValue), ("message", finding.message)],
                                      text: "\(finding.rule): \(finding.message)\n\(finding.file):\(finding.line):\(finding.column)")
                }
                cases.append(XMLReport.element("testcase", [("name", file), ("classname", "archlint.\(id)")], children: children))
            }
            totalTests += cases.count
            totalFailures += failures
            var attributes = [("name", id), ("tests", String(cases.count)), ("failures", String(failures)), ("errors", "0"), ("skipped", "0")]
            if let timestamp { attributes.append(("timestamp", timestamp)) }
            suites.append(XMLReport.element("testsuite", attributes, children: cases))
        }
        let root = XMLReport.element("testsuites", [("name", "archlint"), ("tests", String(totalTests)),
                                                    ("failures", String(totalFailures)), ("errors", "0")], children: suites)
        return XMLReport.document(root)
    }
}

/// Checkstyle XML, which Jenkins' Warnings plugin, GitLab and many review tools read.
public struct CheckstyleReporter: Reporter {
    public static let name = "checkstyle"
    public init() {}

    public func report(_ result: LintResult) -> String {
        let byFile = Dictionary(grouping: result.findings, by: \.file)
        let files = byFile.keys.sorted().map { file in
            XMLReport.element("file", [("name", file)], children: byFile[file]!.map { finding in
                XMLReport.element("error", [("line", String(finding.line)), ("column", String(finding.column)),
                                            ("severity", finding.severity.rawValue), ("message", finding.message),
                                            ("source", "archlint.\(finding.rule)")])
            })
        }
        return XMLReport.document(XMLReport.element("checkstyle", [("version", "4.3")], children: files))
    }
}
