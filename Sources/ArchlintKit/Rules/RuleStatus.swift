/// How far a rule's findings can be trusted, from how often they were right on real apps: a
/// `stable` rule runs by default; a `preview` rule runs in the `strict` preset (or when a project
/// turns it on) until it earns its place, as ruff's preview rules do.
public enum RuleStatus: String {
    case stable, preview

    /// At least this share of a rule's judged findings must be right for it to be stable: a rule
    /// that was wrong once needs ten judged findings to reach it.
    static let stablePrecision = 0.90

    init(_ measured: CorpusMeasurement.Count?) {
        guard let measured, measured.falseFindings > 0 else {
            self = .stable
            return
        }
        self = measured.precision >= RuleStatus.stablePrecision ? .stable : .preview
    }
}

/// Each rule's findings on the accuracy corpus (Benchmarks/accuracy: public apps with their findings
/// labelled by reading the code), judged one by one with every rule on: what decides its status.
/// `Benchmarks/accuracy/run ARCHLINT CHECKOUTS --swift` prints this table from a run.
enum CorpusMeasurement {
    struct Count {
        var trueFindings: Int
        var falseFindings: Int
        var precision: Double { Double(trueFindings) / Double(max(1, trueFindings + falseFindings)) }
    }

    /// How many apps of the accuracy corpus (Benchmarks/accuracy) the counts are of; measured at
    /// archlint's commit f2ccc7f. Users read the number, not the commit.
    static let measuredApps = 28

    static let counts: [String: Count] = [
        "codable_entity": Count(trueFindings: 155, falseFindings: 0),
        "datasource_returns_entity": Count(trueFindings: 66, falseFindings: 0),
        "dependency_rule": Count(trueFindings: 822, falseFindings: 88),
        "dto_leak": Count(trueFindings: 86, falseFindings: 1),
        "entity_external_dependency": Count(trueFindings: 1, falseFindings: 0),
        "entity_framework_type": Count(trueFindings: 15, falseFindings: 0),
        "file_placement": Count(trueFindings: 4, falseFindings: 0),
        "layer_cycle": Count(trueFindings: 3, falseFindings: 0),
        "mapper_location": Count(trueFindings: 10, falseFindings: 0),
        "mapper_silent_default": Count(trueFindings: 4, falseFindings: 1),
        "pass_through_use_case": Count(trueFindings: 40, falseFindings: 0),
        "repository_protocol_location": Count(trueFindings: 14, falseFindings: 0),
        "swallowed_data_error": Count(trueFindings: 17, falseFindings: 1),
        "unused_view_model": Count(trueFindings: 1, falseFindings: 0),
        "use_case_location": Count(trueFindings: 10, falseFindings: 0),
        "use_case_single_action": Count(trueFindings: 22, falseFindings: 0),
        "view_business_access": Count(trueFindings: 16, falseFindings: 0),
        "viewmodel_concrete_dependency": Count(trueFindings: 4, falseFindings: 0),
    ]
}
