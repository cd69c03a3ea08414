import ArchlintModel
import ArchlintReport
import ArchlintRules
import ArchlintScan

/// Runs the rules over a project's index and orders what they find: the findings, suppressed,
/// folded and sorted. The inputs come from `ConfigurationDiscovery` and `ProjectLoader`.
package enum Linter {
    /// Runs every enabled rule over a project, then applies the inline suppressions. Findings are
    /// reported only for files the configuration's `include` globs accept and, when `reportOnly`
    /// is given (`--files-from`), only for those paths; the whole project is still the index.
    /// `rules` are the built-in rules unless a library user adds their own (`Archlint.lint`).
    package static func lint(_ project: Project, rules: [Rule] = RuleRegistry.all, problems: [ArchlintError] = [], reportOnly: Set<String>? = nil,
                     timings: Timings? = nil) -> LintResult {
        func severity(_ description: RuleDescription) -> Severity? {
            project.configuration.severity(of: description.id, default: description.severity)
        }
        let enabled = rules.compactMap { rule -> (rule: Rule, id: String, severity: Severity)? in
            let description = type(of: rule).description
            return severity(description).map { (rule, description.id, $0) }
        }
        let diagnostics = RuleRegistry.diagnostics.compactMap { diagnostic in severity(diagnostic.description).map { (id: diagnostic.description.id, severity: $0) } }
        let checked = enabled.map(\.id) + diagnostics.map(\.id)
        // The rules only read the project, so they run side by side: one task per rule that needs
        // the whole project, started first, then one task per file for all the others together.
        var projectRules: [(rule: Rule, id: String, severity: Severity)] = []
        var fileRules: [(rule: FileRule, id: String, severity: Severity)] = []
        for (rule, id, severity) in enabled {
            if let fileRule = rule as? FileRule { fileRules.append((fileRule, id, severity)) } else { projectRules.append((rule, id, severity)) }
        }
        let fileChecks = fileRules.parallelMap { (check: $0.rule.fileCheck(project), id: $0.id, severity: $0.severity) }
        timings?.mark("prepare the rules")
        // Task 0: what the file rules find in build files; then the project rules; then the files.
        let firstFile = projectRules.count + 1
        // A task's findings, or the problem of a file whose text could not be read again.
        let outcomes = (0..<firstFile + project.files.count).parallelMap { task -> Result<[Finding], ArchlintError> in
            var violations: [Violation] = []
            if task == 0 {
                return .success(fileRules.flatMap { rule, id, severity -> [Finding] in
                    var violations: [Violation] = []
                    rule.buildFileCheck(project, into: &violations)
                    return violations.map { finding($0, rule: id, severity: severity, project: project) }
                })
            }
            if task < firstFile {
                let (rule, id, severity) = projectRules[task - 1]
                rule.check(project, into: &violations)
                violations.removeAll { $0.path == nil && project.files[$0.file].isGenerated }
                return .success(violations.map { finding($0, rule: id, severity: severity, project: project) })
            }
            let fileIndex = task - firstFile
            // A Core Data model's stand-in has no Swift line to point at.
            if project.files[fileIndex].isGenerated { return .success([]) }
            return project.files[fileIndex].source.withText {
                var found: [Finding] = []
                for (check, id, severity) in fileChecks {
                    check(fileIndex, &violations)
                    found += violations.map { finding($0, rule: id, severity: severity, project: project) }
                    violations.removeAll(keepingCapacity: true)
                }
                return found
            }
        }
        var findings: [Finding] = []
        var problems = problems
        for outcome in outcomes {
            switch outcome {
            case let .success(found): findings += found
            case let .failure(problem): problems.append(problem)
            }
        }
        timings?.mark("rules")
        let suppressed = Suppressions.apply(findings, project: project, checkedRules: checked)
        findings = foldPlacementsIntoImports(suppressed.kept)
        let made = [SuperfluousSuppression.description.id: suppressed.superfluous, SuppressionReason.description.id: suppressed.missingReason]
        for (id, severity) in diagnostics {
            findings += (made[id] ?? []).map { finding($0, rule: id, severity: severity, project: project) }
        }
        let include = project.configuration.include
        if !include.isEmpty {
            let included = Set(project.files.filter { file in include.contains { $0.matches(file.projectPath) } }.map(\.source.path))
            findings.removeAll { !included.contains($0.file) }
        }
        if let reportOnly { findings.removeAll { !reportOnly.contains($0.file) } }
        findings = sorted(findings)
        timings?.mark("suppressions and sorting")
        var result = LintResult(findings: findings, problems: problems, project: project, checkedRules: checked)
        result.reportedFiles = reportOnly
        result.formerRuleIDUses = suppressed.formerRuleIDUses
        result.suppressed = suppressed.suppressed
        return result
    }

    /// A file whose work belongs in another layer (`file_placement`) and whose import of the
    /// framework that does that work is a `dependency_rule` finding has one problem: the import
    /// finding says it, with the work and where it belongs, and the placement finding goes. The
    /// import stays because it is certain (the layers forbid the module) where the placement is
    /// read from the names a file uses, and because removing the work removes the import. An
    /// import of another framework (Combine beside the SwiftUI that builds the views) is another
    /// cause and keeps its own finding. Run after suppressions: a suppressed finding takes nothing in.
    static func foldPlacementsIntoImports(_ findings: [Finding]) -> [Finding] {
        let dependencyRule = DependencyRule.description.id
        var importFindings: [String: [Int]] = [:]
        for (index, finding) in findings.enumerated() where finding.rule == dependencyRule && finding.subject.hasPrefix("import ") {
            importFindings[finding.file, default: []].append(index)
        }
        guard !importFindings.isEmpty else { return findings }
        var folded = findings, dropped = Set<Int>()
        for (index, finding) in findings.enumerated() {
            guard let placement = finding.placement,
                  let importIndex = importFindings[finding.file]?.first(where: { candidate in
                      placement.modules.contains(String(findings[candidate].subject.dropFirst("import ".count)))
                  }) else { continue }
            // One placement per file at most: file_placement reports a file once.
            var message = folded[importIndex].message
            let note = message.hasSuffix(guessedLayerNote) ? guessedLayerNote : ""
            message.removeLast(note.count)
            // The work says why the import is wrong better than the allow or deny list does.
            if let list = message.range(of: " (allowed: ", options: .backwards) ?? message.range(of: " (denied for ", options: .backwards),
               message.hasSuffix(")") { message.removeSubrange(list.lowerBound...) }
            folded[importIndex].message = message + ": it \(placement.work) (\(placement.evidence), line \(finding.line)), "
                + "which belongs in \(placement.target)" + note
            folded[importIndex].severity = max(folded[importIndex].severity, finding.severity)
            folded[importIndex].folded.append(FoldedFinding(rule: finding.rule, subject: finding.subject, line: finding.line))
            dropped.insert(index)
        }
        return folded.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }

    /// In `Finding`'s order, comparing each distinct path once rather than in every comparison
    /// (paths are long and share their beginnings; a project can have thousands of findings).
    static func sorted(_ findings: [Finding]) -> [Finding] {
        let paths = Set(findings.map(\.file)).sorted()
        let rankOfPath = Dictionary(uniqueKeysWithValues: paths.enumerated().map { ($1, $0) })
        let ranks = findings.map { rankOfPath[$0.file]! }
        return findings.indices.sorted { a, b in
            let left = findings[a], right = findings[b]
            if (ranks[a], left.line, left.column) != (ranks[b], right.line, right.column) {
                return (ranks[a], left.line, left.column) < (ranks[b], right.line, right.column)
            }
            return (left.rule, left.message, a) < (right.rule, right.message, b)
        }.map { findings[$0] }
    }

    static let guessedLayerNote = " [layer guessed from the code: archlint layers]"

    /// A finding in a file whose layer is a guess (`LayerEvidence.isGuess`) says so: the team
    /// reads it as a question about the layer map as much as about the code.
    private static func finding(_ violation: Violation, rule: String, severity: Severity, project: Project) -> Finding {
        let guessed = violation.path == nil && project.files[violation.file].evidence.isGuess
        var finding = Finding(rule: rule, severity: severity, file: violation.path ?? project.files[violation.file].source.path, line: violation.line,
                              column: violation.column, message: violation.message + (guessed ? guessedLayerNote : ""),
                              layer: violation.path == nil ? project.layerName(of: violation.file) : nil, subject: violation.subject,
                              targetLayer: violation.targetLayer)
        finding.folded = violation.foldedSubjects.map { FoldedFinding(rule: rule, subject: $0, line: violation.line) }
        finding.placement = violation.placement
        if violation.path == nil { finding.evidence = evidence(violation, project: project) }
        return finding
    }

    /// The file's layer and what decided it; the declarations the violation names, or else the
    /// one whose name is at its position (the type it flags), or else the type whose code holds
    /// it (the repository whose method swallows an error), each with its layer and roles.
    private static func evidence(_ violation: Violation, project: Project) -> FindingEvidence {
        let workingDirectory = FileWalker.currentDirectory()
        func layerReason(_ file: Int) -> String {
            project.files[file].evidence.description { Paths.displayPath($0, workingDirectory) }
        }
        var about = violation.about
        if about.isEmpty {
            // Positions as the scanner recorded them, not the tokens: the rules that judge the
            // whole project run side by side, without the files' text at hand.
            // The parser records declarations in the order of their names in the file, so the
            // line's are found by halving: a file of many findings costs no scan per finding.
            let declarations = project.files[violation.file].source.declarations
            var first = 0, end = declarations.count
            while first < end {
                let middle = (first + end) / 2
                if declarations[middle].line < violation.line { first = middle + 1 } else { end = middle }
            }
            let onLine = declarations[first...].indices.prefix { declarations[$0].line == violation.line }
            let exact = onLine.first { declarations[$0].column == violation.column }
            // The type whose code holds the position: the nearest declaration above it, or the type it is a member of.
            let above = onLine.last ?? (first > 0 ? first - 1 : nil)
            let holder = above.flatMap { declarations[$0].kind.isType ? $0 : declarations[$0].parent.map(Int.init) }
            about = (exact ?? onLine.first ?? holder).map { [Project.DeclarationID(file: violation.file, declaration: $0)] } ?? []
        }
        let declarations = about.map { id -> FindingEvidence.Declaration in
            let declaration = project.declaration(id)
            let roles = project.heldRoleEvidence(of: id)
            return FindingEvidence.Declaration(name: declaration.qualifiedName, file: project.files[id.file].source.path, line: declaration.line,
                                               layer: project.layerName(of: id.file), layerReason: layerReason(id.file),
                                               roles: roles.map { (role: $0.role.rawValue, reason: $0.evidence.description) })
        }
        return FindingEvidence(layerReason: layerReason(violation.file), declarations: declarations)
    }
}
