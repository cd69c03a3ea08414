import ArchlintModel
import ArchlintRules
import ArchlintReport

/// `archlint rules` and `archlint explain RULE`: the rules' own descriptions, as text.
package enum RuleCatalog {
    package static func list(_ configuration: Configuration) -> String {
        let descriptions = RuleRegistry.descriptions
        let width = descriptions.map(\.id.count).max() ?? 0
        var out = ""
        for description in descriptions {
            let level = configuration.severity(of: description.id, default: description.severity)?.rawValue ?? "off"
            out += padded(description.id, width) + "  " + padded(level, 7) + "  " + padded(description.status.rawValue, 7) + "  "
                + description.summary + "\n"
        }
        return out
    }

    /// `archlint explain ID`; for a former id no rule has kept, what became of it, then each id it became.
    package static func explain(_ id: String, configuration: Configuration) -> String {
        if let description = RuleRegistry.description(of: id) { return explain(description, configuration: configuration) }
        let former = FormerRuleID.named(id)!  // the parser accepts rule ids and former ids
        return wrap(history(of: id)!, width: 96) + "\n\n"
            + former.ids.compactMap(RuleRegistry.description(of:)).map { explain($0, configuration: configuration) }.joined(separator: "\n")
    }

    static func explain(_ description: RuleDescription, configuration: Configuration) -> String {
        let level = configuration.severity(of: description.id, default: description.severity)?.rawValue ?? "off"
        var out = "\(description.id): \(description.name)\n"
        out += "default severity: \(description.defaultLevel)"
        if let reason = description.offByDefaultAs {
            out += " (\(reason): \(description.severity.rawValue) when turned on\(turnedOnBy(description.id, configuration)))"
        }
        out += level != description.defaultLevel ? " (here: \(level))\n" : "\n"
        out += "status: \(description.statusLine)\n"
        out += "category: \(description.category.rawValue)\n"
        out += "\n\(description.summary)\n\n\(wrap(description.rationale, width: 96))\n"
        if let history = history(of: description.id) { out += "\n\(wrap(history, width: 96))\n" }
        if !description.options.isEmpty {
            out += "\nOptions (\"options\" in .archlint.json):\n"
            for option in description.options { out += "  \(option.name): \(option.help)\(option.builtInText)\n" }
        }
        out += "\nTriggers (↓ marks where the finding points):\n"
        for example in description.triggeringExamples { out += render(example) }
        out += "\nDoes not trigger:\n"
        for example in description.nonTriggeringExamples { out += render(example) }
        return out
    }

    /// The rules reference in Markdown, as docs/rules.md carries it: each rule with its rationale,
    /// an example that triggers it, the finding archlint really reports for that example (linted
    /// here, not written by hand), and an example that does not trigger it.
    package static func markdown(_ configuration: Configuration) -> String {
        var out = "| rule | default severity | status | category | reports |\n|---|---|---|---|---|\n"
        for description in RuleRegistry.descriptions {
            let level = description.offByDefaultAs.map { "off (\($0))" } ?? description.defaultLevel
            out += "| [`\(description.id)`](#\(description.id)) | \(level) | \(description.status.rawValue) | \(description.category.rawValue) | \(description.summary) |\n"
        }
        for description in RuleRegistry.descriptions {
            let level = description.offByDefaultAs.map {
                "off; \($0), \(description.severity.rawValue) when turned on\(turnedOnBy(description.id, configuration))"
            } ?? description.defaultLevel
            out += "\n### \(description.id)\n\n**\(description.name)** (default: \(level); \(description.statusLine)). "
            out += description.summary + "\n\n" + description.rationale + "\n"
            if let history = history(of: description.id) { out += "\n" + history + "\n" }
            if !description.options.isEmpty {
                out += "\nOptions (`\"options\"` in `.archlint.json`):\n\n"
                out += description.options.map { "- `\($0.name)`: \($0.help)\($0.builtInText)\n" }.joined()
            }
            if let example = description.triggeringExamples.first {
                out += "\nTriggers (\(example.note)):\n\n" + codeBlocks(example)
                let (files, _) = example.stripped()
                let project = Project.inMemory(files, configuration: configuration.turningOn(description.id))
                let findings = Linter.lint(project).findings.filter { $0.rule == description.id }
                out += "\n```text\n" + XcodeReporter().report(LintResult(findings: findings, problems: [], project: project, checkedRules: [description.id])) + "```\n"
            }
            if let example = description.nonTriggeringExamples.first {
                out += "\nDoes not trigger (\(example.note)):\n\n" + codeBlocks(example)
            }
        }
        return out
    }

    /// What became of an id that changed (`FormerRuleID`), and where the findings of a rule came
    /// from; nil for an id that never changed.
    private static func history(of id: String) -> String? {
        var sentences: [String] = []
        if let former = FormerRuleID.named(id) {
            let ids = former.ids.map { "`\($0)`" }.joined(separator: " and ")
            sentences.append("Since \(former.since), what `\(id)` reported is reported as \(ids). Written in `.archlint.json`, "
                + "`--only`, `--disable`, a suppression comment or a baseline, `\(id)` still stands for each of them not written beside it.")
        }
        for former in FormerRuleID.formerIDs(of: id) {
            sentences.append("Reported as `\(former.id)` until \(former.since).")
        }
        return sentences.isEmpty ? nil : sentences.joined(separator: " ")
    }

    /// ", on in the strict preset": the presets that turn an opt-in or preview rule on.
    private static func turnedOnBy(_ id: String, _ configuration: Configuration) -> String {
        let names = configuration.presets.filter { preset in
            preset.rules.contains { $0.id == id && $0.settings.level != nil && $0.settings.level != .off }
        }.map(\.name)
        return names.isEmpty ? "" : ", on in the \(names.joined(separator: " and ")) preset" + (names.count > 1 ? "s" : "")
    }

    private static func codeBlocks(_ example: Example) -> String {
        example.files.map { "```swift\n// \($0.path)\n\($0.code.hasSuffix("\n") ? $0.code : $0.code + "\n")```\n" }.joined()
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private static func render(_ example: Example) -> String {
        var out = "\n  - \(example.note)\n"
        for (path, code) in example.files {
            out += "    // \(path)\n"
            for line in code.split(separator: "\n", omittingEmptySubsequences: false).dropLast(code.hasSuffix("\n") ? 1 : 0) {
                out += line.isEmpty ? "\n" : "    \(line)\n"
            }
        }
        return out
    }

    package static func wrap(_ text: String, width: Int) -> String {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > width {
                lines.append(current)
                current = ""
            }
            current += current.isEmpty ? String(word) : " " + word
        }
        if !current.isEmpty { lines.append(current) }
        return lines.joined(separator: "\n")
    }
}

private extension RuleOption {
    /// " (built in: Codable, Encodable, Decodable)", or nothing for an option empty by default.
    var builtInText: String { builtIn.isEmpty ? "" : " (built in: " + builtIn.joined(separator: ", ") + ")" }
}
