import Foundation
import ArchlintScan
import ArchlintModel
import ArchlintRules
import ArchlintReport

/// Inline suppression, as Swift developers know it from SwiftLint:
///
///     // archlint:disable dto_leak, dependency_rule -- legacy API, removed in #123
///     // archlint:enable dto_leak
///     // archlint:disable:next codable_entity
///     let x = … // archlint:disable:this all
///     // archlint:disable:previous mapper_location
///
/// `all` stands for every rule; the reason after ` -- ` is optional unless the configuration's
/// `suppressions.requireReason` is set.
struct SuppressionDirective: Equatable {
    enum Action: Equatable { case disable, enable }
    enum Scope: String, Equatable { case file = "", next, this, previous }

    var action: Action
    var scope: Scope
    var rules: [String]
    var reason: String?
    var line: Int
    var column: Int
    /// The comment as written, for messages.
    var text: String

    /// The directives in a file's comments.
    static func parse(_ source: SourceFile) -> [SuppressionDirective] {
        source.directiveComments.compactMap { parse($0.text, line: Int($0.line), column: Int($0.column)) }
    }

    static func parse(_ text: String, line: Int, column: Int) -> SuppressionDirective? {
        var body = Substring(text.dropFirst("archlint:".count))
        var reason: String?
        if let separator = body.range(of: " -- ") ?? (body.hasSuffix(" --") ? body.range(of: " --", options: .backwards) : nil) {
            let given = body[separator.upperBound...].trimmingWhitespace()
            reason = given.isEmpty ? nil : given
            body = body[..<separator.lowerBound]
        }
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
        guard let command = words.first else { return nil }
        // `archlint::` (found by the fuzzer) splits into nothing: not a directive.
        let parts = command.split(separator: ":", maxSplits: 1).map(String.init)
        guard let verb = parts.first else { return nil }
        let action: Action
        switch verb {
        case "disable": action = .disable
        case "enable": action = .enable
        default: return nil
        }
        // `split` drops empty parts, so a scope word is never empty: `disable:` is a region.
        guard let scope = parts.count > 1 ? Scope(rawValue: parts[1]) : .file else { return nil }
        return SuppressionDirective(action: action, scope: scope, rules: Array(words.dropFirst()), reason: reason,
                                    line: line, column: column, text: "archlint:" + body.trimmingWhitespace())
    }

    /// The lines a disable directive covers, given where the next matching enable stands.
    func lines(until enable: Int?) -> ClosedRange<Int> {
        switch scope {
        case .this: return line...line
        case .next: return line + 1...line + 1
        case .previous: return max(1, line - 1)...max(1, line - 1)
        case .file: return line...max(line, (enable ?? Int.max) - 1)
        }
    }

    /// The id this directive names for a finding of `rule`: `rule` itself, `all`, or a former id
    /// that stands for it (`FormerRuleID`); nil when it names none.
    func name(for rule: String) -> String? {
        if rules.contains(rule) { return rule }
        if rules.contains("all") { return "all" }
        return rules.first { FormerRuleID.ids(standingFor: $0, among: rules).contains(rule) }
    }
}

/// Applies a file's directives to the findings of the rules that ran, and reports the directives
/// that suppress nothing, name an unknown rule, or lack a required reason.
enum Suppressions {
    struct Outcome {
        var kept: [Finding]
        var superfluous: [Violation]
        var missingReason: [Violation]
        /// The first suppression that names each former id for a finding of another id.
        var formerRuleIDUses: [FormerRuleIDUse]
        /// The findings a directive hid, with it (`archlint why` says so).
        var suppressed: [SuppressedFinding] = []
    }

    static func apply(_ findings: [Finding], project: Project, checkedRules: [String]) -> Outcome {
        let requireReason = project.configuration.requireSuppressionReason
        // A library user's own rules (`Archlint.lint(adding:)`) are known while they run.
        let accepted = RuleRegistry.acceptedIDs
        let knownRules = accepted + checkedRules.filter { !accepted.contains($0) }
        var byFile: [String: [Finding]] = [:]
        for finding in findings { byFile[finding.file, default: []].append(finding) }
        var outcome = Outcome(kept: [], superfluous: [], missingReason: [], formerRuleIDUses: [])
        // Reading every comment of every file is the costly part: on every core.
        let directivesByFile = project.files.parallelMap { SuppressionDirective.parse($0.source) }
        for (fileIndex, file) in project.files.enumerated() {
            let directives = directivesByFile[fileIndex]
            guard !directives.isEmpty else { continue }
            let path = file.source.path
            var findings = byFile.removeValue(forKey: path) ?? []
            var used = [Bool](repeating: false, count: directives.count)
            var active: [(index: Int, range: ClosedRange<Int>)] = []
            for (index, directive) in directives.enumerated() where directive.action == .disable {
                if requireReason, directive.reason == nil {
                    outcome.missingReason.append(Violation(
                        file: fileIndex, line: directive.line, column: directive.column,
                        message: "\(directive.text) gives no reason (write one after \" -- \")",
                        subject: "suppression \(directive.text)"))
                    used[index] = true
                    continue
                }
                let enable = directives.first { other in
                    other.action == .enable && other.scope == .file && other.line > directive.line
                        && (other.rules.contains("all") || directive.rules.contains { other.rules.contains($0) })
                }?.line
                active.append((index, directive.lines(until: directive.scope == .file ? enable : nil)))
            }
            // `enable:next` (`:this`, `:previous`) lets a region's rules report on that one line, as in SwiftLint.
            let reenabled = directives.filter { $0.action == .enable && $0.scope != .file }
            findings.removeAll { finding in
                if reenabled.contains(where: { $0.lines(until: nil).contains(finding.line) && $0.name(for: finding.rule) != nil }) { return false }
                var suppressed = false
                for (index, range) in active where range.contains(finding.line) {
                    guard let name = directives[index].name(for: finding.rule) else { continue }
                    used[index] = true
                    if !suppressed {
                        outcome.suppressed.append(SuppressedFinding(finding: finding, directive: directives[index].text, line: directives[index].line))
                    }
                    suppressed = true
                    if name != finding.rule, name != "all",
                       !outcome.formerRuleIDUses.contains(where: { $0.former == name && $0.id == finding.rule }) {
                        outcome.formerRuleIDUses.append(FormerRuleIDUse(former: name, id: finding.rule, place: "\(path):\(directives[index].line)"))
                    }
                }
                return suppressed
            }
            outcome.kept += findings
            for (index, directive) in directives.enumerated() where directive.action == .disable && !used[index] {
                let unknown = directive.rules.filter { $0 != "all" && !knownRules.contains($0) }
                let message: String
                if directive.rules.isEmpty {
                    message = "\(directive.text) names no rule; name the rules to suppress, or all"
                } else if let name = unknown.first {
                    message = "\(directive.text) names an unknown rule \(name)" + Suggestion.didYouMean(name, among: knownRules)
                } else if directive.rules.contains(where: { written in
                    written != "all" && !FormerRuleID.ids(standingFor: written, among: directive.rules).allSatisfy(checkedRules.contains)
                }) {
                    continue  // a rule switched off: the directive may matter again when it is on
                } else {
                    let rules = directive.rules == ["all"] ? "" : directive.rules.joined(separator: ", ") + " "
                    message = "\(directive.text) suppresses nothing: no \(rules)finding " + describe(directive)
                }
                outcome.superfluous.append(Violation(file: fileIndex, line: directive.line, column: directive.column,
                                                     message: message, subject: "suppression \(directive.text)"))
            }
        }
        // Findings in files without directives, and in files the project does not list, are kept as they are.
        outcome.kept += byFile.values.joined()
        return outcome
    }

    private static func describe(_ directive: SuppressionDirective) -> String {
        switch directive.scope {
        case .this: return "on this line"
        case .next: return "on the next line"
        case .previous: return "on the previous line"
        case .file: return "in the lines it covers"
        }
    }
}

extension Substring {
    func trimmingWhitespace() -> String {
        String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}
