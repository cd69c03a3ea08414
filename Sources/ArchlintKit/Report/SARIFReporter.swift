import ArchlintScan
import ArchlintModel
import ArchlintRules

/// SARIF 2.1.0, for GitHub code scanning and other SARIF consumers: the tool driver with every
/// rule, results located relative to `%SRCROOT%`, and fingerprints that stay the same when code moves
/// (`Fingerprint`).
package struct SARIFReporter: Reporter {
    package static let name = "sarif"
    static let fingerprintKey = "archlint/v1"
    var version: String
    var startTime: String?

    package init(version: String = Version.current, startTime: String? = nil) {
        self.version = version
        self.startTime = startTime
    }

    package func report(_ result: LintResult) -> String {
        let descriptions = RuleRegistry.descriptions
        let ruleIndex = Dictionary(uniqueKeysWithValues: descriptions.enumerated().map { ($1.id, $0) })
        let rules = descriptions.map { description -> JSONValue in
            let level = result.project.configuration.severity(of: description.id, default: description.severity)
            return .object([
                ("id", .string(description.id)),
                ("name", .string(description.name.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())),
                ("shortDescription", .object([("text", .string(description.summary))])),
                ("fullDescription", .object([("text", .string(description.rationale))])),
                ("help", .object([
                    ("text", .string("\(description.summary)\n\n\(description.rationale)\n\nRun `archlint explain \(description.id)` for examples.")),
                    ("markdown", .string("**\(description.summary)**\n\n\(description.rationale)\n\nRun `archlint explain \(description.id)` for examples.")),
                ])),
                ("defaultConfiguration", .object([
                    ("enabled", .bool(level != nil)),
                    ("level", .string(SARIFReporter.level(level ?? description.severity))),
                ])),
                ("properties", .object([("tags", .array([.string("architecture"), .string("clean-architecture")]))])),
            ])
        }
        // One file's columns at a time: findings come sorted by file, and each file's bytes are
        // read again for it (`SourceFile.withText`) rather than kept for every file.
        var columns: (file: Int, columns: CodePointColumns?)?
        let results = zip(result.findings, Fingerprint.of(result.findings)).map { finding, fingerprint -> JSONValue in
            var column = finding.column
            if let file = result.project.fileIndex[finding.file] {
                if columns?.file != file {
                    let source = result.project.files[file].source
                    columns = (file, try? source.withText { CodePointColumns(source) }.get())
                }
                column = columns?.columns?.column(line: finding.line, byteColumn: finding.column) ?? finding.column
            }
            return .object([
                ("ruleId", .string(finding.rule)),
                ("ruleIndex", .int(ruleIndex[finding.rule] ?? 0)),
                ("level", .string(SARIFReporter.level(finding.severity))),
                ("message", .object([("text", .string(finding.message))])),
                ("locations", .array([.object([("physicalLocation", .object([
                    ("artifactLocation", .object([("uri", .string(SARIFReporter.uri(finding.file))), ("uriBaseId", .string("%SRCROOT%"))])),
                    ("region", .object([("startLine", .int(finding.line)), ("startColumn", .int(column))])),
                ]))])])),
                ("partialFingerprints", .object([(SARIFReporter.fingerprintKey, .string(fingerprint))])),
            ] + SARIFReporter.evidence(finding))
        }
        var run: [(String, JSONValue)] = [
            ("tool", .object([("driver", .object([
                ("name", .string("archlint")),
                ("version", .string(version)),
                ("semanticVersion", .string(version)),
                ("rules", .array(rules)),
            ]))])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ]
        if let startTime {
            run.append(("invocations", .array([.object([("executionSuccessful", .bool(result.problems.isEmpty)),
                                                          ("startTimeUtc", .string(startTime))])])))
        }
        return JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ]).rendered()
    }

    static func level(_ severity: Severity) -> String { severity == .error ? "error" : "warning" }

    /// SARIF counts columns in Unicode code points here (`columnKind`); archlint counts UTF-8 bytes.
    static func codePointColumn(_ source: SourceFile, line: Int, byteColumn: Int) -> Int {
        var columns = CodePointColumns(source)
        return columns.column(line: line, byteColumn: byteColumn)
    }

    /// Code-point columns in one file. Where each line starts is found once; a finding on the same
    /// line as the one before it, further right (findings come sorted), is counted on from there:
    /// 100,000 findings in one file cost one pass over it, not one each.
    struct CodePointColumns {
        private let bytes: [UInt8]
        private let lineStarts: [Int32]
        /// The last position counted: its line, byte offset in the file and code-point column.
        private var last = (line: 0, offset: 0, column: 1)

        init(_ source: SourceFile) {
            bytes = source.bytes
            var starts: [Int32] = [0]
            for (offset, byte) in bytes.enumerated() where byte == ASCII.newline { starts.append(Int32(offset + 1)) }
            lineStarts = starts
        }

        mutating func column(line: Int, byteColumn: Int) -> Int {
            guard line >= 1, line <= lineStarts.count else { return 1 }
            let lineStart = Int(lineStarts[line - 1])
            let target = min(lineStart + max(0, byteColumn - 1), bytes.count)
            var (offset, column) = last.line == line && last.offset <= target ? (last.offset, last.column) : (lineStart, 1)
            while offset < target {
                // Continuation bytes (10xxxxxx) belong to the character before them.
                if bytes[offset] & 0xC0 != 0x80 { column += 1 }
                offset += 1
            }
            last = (line, offset, column)
            return column
        }
    }

    /// The finding's evidence: whole in `properties.evidence`, and each declaration it is about as a
    /// related location (viewers link to it), its message saying its layer and roles and why.
    static func evidence(_ finding: Finding) -> [(String, JSONValue)] {
        guard let evidence = finding.evidence else { return [] }
        let related = evidence.declarations.enumerated().map { index, declaration -> JSONValue in
            .object([
                ("id", .int(index)),
                ("physicalLocation", .object([
                    ("artifactLocation", .object([("uri", .string(uri(declaration.file))), ("uriBaseId", .string("%SRCROOT%"))])),
                    ("region", .object([("startLine", .int(declaration.line))])),
                ])),
                ("message", .object([("text", .string("\(declaration.name): \(declaration.summary)"))])),
            ])
        }
        return (related.isEmpty ? [] : [("relatedLocations", .array(related))]) + [("properties", .object([("evidence", evidence.json)]))]
    }

    /// A relative URI reference: `/` kept, everything outside RFC 3986's unreserved set percent-encoded.
    static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
