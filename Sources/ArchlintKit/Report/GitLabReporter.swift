import ArchlintScan
import ArchlintModel
import ArchlintRules

/// GitLab Code Quality, for `artifacts:reports:codequality`: a JSON array of Code Climate issues,
/// with the fields GitLab reads (`description`, `check_name`, `fingerprint`, `severity`,
/// `location.path`, `location.lines.begin`) and Code Climate's `type` and `categories`.
///
/// - `check_name` is the rule id; `description` the finding's message.
/// - `severity`: an error is `major`, a warning `minor`. GitLab's scale is info, minor, major,
///   critical, blocker; `critical` and `blocker` are left for what breaks a program (security
///   holes, crashes), which an architecture finding does not.
/// - `categories`: the rule's category (`RuleCategory`: Complexity, Clarity, Bug Risk or Style,
///   Code Climate's names); a rule archlint does not know (a library user's) is Complexity.
/// - `fingerprint`: see `Fingerprint`, here of the path the report shows. GitLab keeps one issue
///   per fingerprint and tells new from resolved ones by it, so it must be unique within a report
///   and must not change when lines are added above a finding.
/// - `location.path`: relative to the working directory, as archlint shows it, with `.` and `..`
///   segments resolved; GitLab wants it relative to the repository, so run archlint from the
///   repository's root (as a CI job does).
struct GitLabReporter: Reporter {
    static let name = "gitlab"
    init() {}

    func report(_ result: LintResult) -> String {
        let paths = result.findings.map { GitLabReporter.path($0.file) }
        let fingerprints = Fingerprint.of(result.findings, paths: paths)
        let issues = result.findings.indices.map { index -> JSONValue in
            let finding = result.findings[index]
            return .object([
                ("type", .string("issue")),
                ("check_name", .string(finding.rule)),
                ("description", .string(finding.message)),
                ("categories", .array([.string((RuleRegistry.description(of: finding.rule)?.category ?? .complexity).rawValue)])),
                ("severity", .string(GitLabReporter.severity(finding.severity))),
                ("fingerprint", .string(fingerprints[index])),
                ("location", .object([
                    ("path", .string(paths[index])),
                    ("lines", .object([("begin", .int(finding.line))])),
                ])),
            ])
        }
        return JSONValue.array(issues).rendered()
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "major"
        case .warning: return "minor"
        }
    }

    /// `Domain/../Domain/User.swift` -> `Domain/User.swift`: GitLab matches the path against the
    /// repository's files and the merge request's diff, where no `.` or `..` segment appears.
    static func path(_ file: String) -> String {
        Paths.resolvingParents(file)
    }
}
