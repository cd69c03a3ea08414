/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request's diff.
/// Values are escaped as the runner requires, so a message cannot end the command or start another;
/// the other control characters (a NUL, an ESC), which the runner has no escape for and which reach
/// the job's log, are made visible as on a terminal (`TerminalText`).
struct GitHubReporter: Reporter {
    static let name = "github"
    init() {}

    func report(_ result: LintResult) -> String {
        var out = ""
        for finding in result.findings {
            let properties = [("file", finding.file), ("line", String(finding.line)), ("col", String(finding.column)),
                              ("title", "archlint \(finding.rule)")]
                .map { "\($0.0)=\(GitHubReporter.escapeProperty($0.1))" }.joined(separator: ",")
            out += "::\(finding.severity == .error ? "error" : "warning") \(properties)::\(GitHubReporter.escapeData(finding.message))\n"
        }
        return out
    }

    static func escapeData(_ text: String) -> String {
        TerminalText.escaped(text.replacingScalars(["%": "%25", "\r": "%0D", "\n": "%0A"]))
    }

    static func escapeProperty(_ text: String) -> String {
        TerminalText.escaped(text.replacingScalars(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"]))
    }
}

/// A Markdown summary for a pull-request comment: counts per rule and per layer, then the findings
/// grouped by file. Text from the code (paths, messages) is escaped so that it cannot open HTML,
/// break a table or end a code span.
struct MarkdownReporter: Reporter {
    static let name = "markdown"
    init() {}

    func report(_ result: LintResult) -> String {
        let files = Set(result.findings.map(\.file)).count
        var out = "## archlint\n\n"
        if result.findings.isEmpty {
            return out + "No violations (\(Reporters.plural(result.checkedFiles.count, "file")) checked).\n"
        }
        out += "**\(Reporters.plural(result.errorCount, "error"))** and **\(Reporters.plural(result.warningCount, "warning"))** "
        out += "in \(Reporters.plural(files, "file")) (\(Reporters.plural(result.checkedFiles.count, "file")) checked).\n\n"
        out += "| rule | errors | warnings |\n|---|---:|---:|\n"
        for rule in result.checkedRules {
            let findings = result.findings.filter { $0.rule == rule }
            guard !findings.isEmpty else { continue }
            out += "| `\(rule)` | \(findings.filter { $0.severity == .error }.count) | \(findings.filter { $0.severity == .warning }.count) |\n"
        }
        out += "\n| layer | findings |\n|---|---:|\n"
        let byLayer = Dictionary(grouping: result.findings) { $0.layer ?? "(no layer)" }
        for layer in byLayer.keys.sorted() {
            out += "| \(MarkdownReporter.escape(layer)) | \(byLayer[layer]!.count) |\n"
        }
        let byFile = Dictionary(grouping: result.findings, by: \.file)
        for file in byFile.keys.sorted() {
            out += "\n### \(MarkdownReporter.code(file))\n\n"
            for finding in byFile[file]! {
                let mark = finding.severity == .error ? "error" : "warning"
                out += "- **\(mark)** \(finding.line):\(finding.column) `\(finding.rule)`: \(MarkdownReporter.escape(finding.message))\n"
            }
        }
        return out
    }

    /// Inline text: one line, HTML and Markdown punctuation escaped, C1 controls and bidi overrides
    /// written as the terminal output writes them.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in TerminalText.escaped(text, keepingASCII: true) {
            switch character {
            case "\n", "\r", "\r\n": out += " "
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\\", "`", "*", "_", "[", "]", "|", "#", "~", "!": out += "\\" + String(character)
            default: out.append(character)
            }
        }
        return out
    }

    /// A code span that its content cannot close: the fence is longer than any backtick run inside.
    static func code(_ text: String) -> String {
        let flat = String(TerminalText.escaped(text, keepingASCII: true).map { $0.isNewline ? " " : $0 })
        var longest = 0, run = 0
        for character in flat {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = flat.hasPrefix("`") || flat.hasSuffix("`") ? " " : ""
        return fence + padding + flat + padding + fence
    }
}
