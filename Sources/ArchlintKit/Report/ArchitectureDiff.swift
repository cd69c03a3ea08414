import ArchlintModel
import ArchlintRules

/// `archlint diff`: what a change does to the architecture, between a base (a commit) and a head
/// (a commit or the work tree), each linted whole. This is what the reports show; the engine lints
/// the two sides (Engine/Diff.swift).
package struct ArchitectureDiff {
    /// One side of the comparison: a commit, or the work tree (`commit` nil).
    package struct Side {
        package var commit: History.Commit?
        /// How reports name it: `main (1a2b3c4)`, `work tree`.
        package var name: String

        package init(commit: History.Commit?, name: String) {
            self.commit = commit
            self.name = name
        }
    }

    /// A forbidden layer edge whose uses changed: `before` 0 is an edge the head added, `after` 0
    /// one it removed.
    package struct EdgeChange: Equatable {
        package var from: String
        package var to: String
        package var before: Int
        package var after: Int
    }

    /// A ring of layers, modules or features that depend on each other, created or broken.
    package struct CycleChange: Equatable {
        package var scope: ArchitectureMetrics.Scope
        /// By name; the ring closes from the last back to the first.
        package var members: [String]
        package var created: Bool
    }

    /// A layer whose instability, abstractness or distance moved; nil on the side without the layer.
    package struct MetricChange: Equatable {
        package var layer: String
        package var before: ArchitectureMetrics.Component?
        package var after: ArchitectureMetrics.Component?
    }

    /// What makes a diff fail (`--fail-on`).
    package enum Worsening: String, CaseIterable {
        /// A new error-severity finding.
        case errors
        /// A new finding of any severity.
        case findings
        /// A new forbidden layer edge.
        case edges
        /// A new cycle of layers, modules or features.
        case cycles

        package static let defaults: Set<Worsening> = [.errors, .edges, .cycles]
    }

    package var base: Side
    package var head: Side
    /// The head's lint; its findings are all of the head's, the new ones and those already there.
    package var headResult: LintResult
    package var baseResult: LintResult
    /// Findings of the head that the base did not have, and of the base that the head no longer
    /// has, in report order. Matched by fingerprint (rule, file, subject, occurrence), so a finding
    /// whose line moved is neither.
    package var newFindings: [Finding]
    package var fixedFindings: [Finding]
    /// Layer edges with forbidden uses on either side whose count moved, in configuration order.
    package var edges: [EdgeChange]
    package var cycles: [CycleChange]
    package var metrics: [MetricChange]

    package init(base: Side, baseResult: LintResult, head: Side, headResult: LintResult) {
        self.base = base
        self.head = head
        self.baseResult = baseResult
        self.headResult = headResult
        let baseFingerprints = Set(Fingerprint.of(baseResult.findings))
        let headFingerprints = Set(Fingerprint.of(headResult.findings))
        newFindings = zip(headResult.findings, Fingerprint.of(headResult.findings)).filter { !baseFingerprints.contains($0.1) }.map(\.0)
        fixedFindings = zip(baseResult.findings, Fingerprint.of(baseResult.findings)).filter { !headFingerprints.contains($0.1) }.map(\.0)

        let baseEdges = DependencyGraph(baseResult.project).forbiddenEdges, headEdges = DependencyGraph(headResult.project).forbiddenEdges
        func key(_ edge: DependencyGraph.LayerEdge) -> String { History.edgeName(edge.from, edge.to) }
        let beforeCounts = Dictionary(baseEdges.map { (key($0), $0.count) }, uniquingKeysWith: +)
        let afterCounts = Dictionary(headEdges.map { (key($0), $0.count) }, uniquingKeysWith: +)
        var seen = Set<String>()
        // The head's order first (its configuration), then the edges only the base had.
        edges = (headEdges + baseEdges).compactMap { edge in
            guard seen.insert(key(edge)).inserted else { return nil }
            let before = beforeCounts[key(edge)] ?? 0, after = afterCounts[key(edge)] ?? 0
            return before == after ? nil : EdgeChange(from: edge.from, to: edge.to, before: before, after: after)
        }

        let baseMetrics = ArchitectureMetrics(baseResult.project), headMetrics = ArchitectureMetrics(headResult.project)
        cycles = ArchitectureMetrics.Scope.allCases.flatMap { scope -> [CycleChange] in
            let before = Set(baseMetrics.cycles[scope] ?? []), after = Set(headMetrics.cycles[scope] ?? [])
            return (headMetrics.cycles[scope] ?? []).filter { !before.contains($0) }.map { CycleChange(scope: scope, members: $0, created: true) }
                + (baseMetrics.cycles[scope] ?? []).filter { !after.contains($0) }.map { CycleChange(scope: scope, members: $0, created: false) }
        }

        let beforeLayers = baseMetrics.components[.layer] ?? [], afterLayers = headMetrics.components[.layer] ?? []
        let names = afterLayers.map(\.name) + beforeLayers.map(\.name).filter { name in !afterLayers.contains { $0.name == name } }
        metrics = names.compactMap { name in
            let before = beforeLayers.first { $0.name == name }, after = afterLayers.first { $0.name == name }
            return ArchitectureDiff.moved(before, after) ? MetricChange(layer: name, before: before, after: after) : nil
        }
    }

    /// The metrics as reports print them, to two decimals: a move reports show as none is none.
    private static func moved(_ before: ArchitectureMetrics.Component?, _ after: ArchitectureMetrics.Component?) -> Bool {
        func shown(_ component: ArchitectureMetrics.Component?) -> [String] {
            guard let component else { return [] }
            return [component.instability, component.abstractness, component.distance].map(ArchitectureDiff.metric)
        }
        return shown(before) != shown(after)
    }

    /// A metric to two decimals, `-` when it has no value.
    package static func metric(_ value: Double?) -> String {
        value.map(RuleDescription.twoDecimals) ?? "-"
    }

    package var addedEdges: [EdgeChange] { edges.filter { $0.before == 0 } }
    package var createdCycles: [CycleChange] { cycles.filter(\.created) }
    package var newErrors: [Finding] { newFindings.filter { $0.severity == .error } }

    /// What makes the head worse, among `kinds`, in words ("1 new error finding"); empty when
    /// nothing does and the diff passes.
    package func worsenings(_ kinds: Set<Worsening>) -> [String] {
        var reasons: [String] = []
        if kinds.contains(.findings), !newFindings.isEmpty {
            reasons.append(Reporters.plural(newFindings.count, "new finding"))
        } else if kinds.contains(.errors), !newErrors.isEmpty {
            reasons.append(Reporters.plural(newErrors.count, "new error"))
        }
        if kinds.contains(.edges), !addedEdges.isEmpty { reasons.append(Reporters.plural(addedEdges.count, "new forbidden layer edge")) }
        if kinds.contains(.cycles), !createdCycles.isEmpty { reasons.append(Reporters.plural(createdCycles.count, "new cycle")) }
        return reasons
    }

    /// The head's lint with only the new findings: what the CI annotation formats report.
    package var newFindingsResult: LintResult {
        var result = headResult
        result.findings = newFindings
        return result
    }
}

extension ArchitectureDiff.CycleChange {
    /// `Domain → Data → Domain`.
    package var ring: String { (members + members.prefix(1)).joined(separator: " → ") }
}
