import ArchlintScan
import ArchlintModel
import ArchlintRules

/// One reported violation, as every reporter prints it.
public struct Finding: Equatable, Comparable {
    public var rule: String
    public var severity: Severity
    /// Relative to the working directory where the file lies under it.
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    /// The layer of the file the finding is in.
    public var layer: String?
    /// What the finding is about, independent of its line (see `Violation.subject`).
    public var subject: String
    /// The layer a forbidden dependency points to (see `Violation.targetLayer`).
    public var targetLayer: String? = nil
    /// The findings this one stands for beside its own subject: the other names one rule reports
    /// on one line for one cause, or the misplaced work an import finding took in. A baseline
    /// written before they were one finding matches it by any of them.
    public var folded: [FoldedFinding] = []
    /// What `file_placement` found the file doing, for the import finding that takes it in
    /// (`Linter.foldPlacementsIntoImports`); nil for every other finding.
    package var placement: Placement? = nil
    /// Why archlint made the finding: the file's layer and what decided it, and the declarations
    /// the finding is about. Set by the linter; nil for a finding made by hand.
    public var evidence: FindingEvidence? = nil

    public init(rule: String, severity: Severity, file: String, line: Int, column: Int, message: String,
                layer: String? = nil, subject: String, targetLayer: String? = nil) {
        self.rule = rule
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.layer = layer
        self.subject = subject
        self.targetLayer = targetLayer
    }

    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.rule, lhs.message) < (rhs.file, rhs.line, rhs.column, rhs.rule, rhs.message)
    }
}

/// What archlint decided about the code a finding judges, so that a team can see a wrong finding's
/// cause (a file in the wrong layer, a type taken for a DTO) rather than argue with its message.
public struct FindingEvidence: Equatable {
    /// A declaration the finding is about: the type it names, or the type it flags.
    public struct Declaration: Equatable {
        public var name: String
        public var file: String
        public var line: Int
        public var layer: String?
        /// What decided the declaration's file's layer.
        public var layerReason: String
        /// Its roles, each with what gave it (its name, its folder, a conformance…), strongest first.
        public var roles: [(role: String, reason: String)]

        public init(name: String, file: String, line: Int, layer: String?, layerReason: String, roles: [(role: String, reason: String)]) {
            self.name = name
            self.file = file
            self.line = line
            self.layer = layer
            self.layerReason = layerReason
            self.roles = roles
        }

        public static func == (lhs: Declaration, rhs: Declaration) -> Bool {
            (lhs.name, lhs.file, lhs.line, lhs.layer, lhs.layerReason) == (rhs.name, rhs.file, rhs.line, rhs.layer, rhs.layerReason)
                && lhs.roles.map(\.role) == rhs.roles.map(\.role) && lhs.roles.map(\.reason) == rhs.roles.map(\.reason)
        }
    }

    /// What decided the layer of the finding's file (a configuration glob, a folder, a build target, its code).
    public var layerReason: String
    public var declarations: [Declaration]

    public init(layerReason: String, declarations: [Declaration]) {
        self.layerReason = layerReason
        self.declarations = declarations
    }
}

/// A finding a suppression comment hid: the directive as written, and its line.
package struct SuppressedFinding {
    package var finding: Finding
    package var directive: String
    package var line: Int

    package init(finding: Finding, directive: String, line: Int) {
        self.finding = finding
        self.directive = directive
        self.line = line
    }
}

/// A finding said as part of another one, by what a baseline matched it by.
public struct FoldedFinding: Equatable {
    public var rule: String
    public var subject: String
    public var line: Int

    public init(rule: String, subject: String, line: Int) {
        self.rule = rule
        self.subject = subject
        self.line = line
    }
}

/// What a lint run found.
public struct LintResult {
    public var findings: [Finding]
    public var problems: [ArchlintError]
    public var project: Project
    /// The ids of the rules that ran (not `off`), in registry order.
    public var checkedRules: [String]
    /// The files findings were reported for, when not all of the project's (a PATH inside a
    /// project, `--files-from`): the rest was read only to resolve names.
    package var reportedFiles: Set<String>?
    /// The suppressions that name a former rule id for a finding of the id it became, for the
    /// note that says which id to write.
    package var formerRuleIDUses: [FormerRuleIDUse] = []
    /// The findings a suppression comment hid.
    package var suppressed: [SuppressedFinding] = []

    /// The files the run checked and reported on: what "N files checked" counts.
    var checkedFiles: [Project.File] {
        // A Core Data model's stand-in is indexed, never checked.
        project.files.filter { !$0.isGenerated && reportedFiles?.contains($0.source.path) ?? true }
    }

    public init(findings: [Finding], problems: [ArchlintError] = [], project: Project, checkedRules: [String]) {
        self.findings = findings
        self.problems = problems
        self.project = project
        self.checkedRules = checkedRules
    }

    public var errorCount: Int { findings.filter { $0.severity == .error }.count }
    public var warningCount: Int { findings.filter { $0.severity == .warning }.count }

    /// What the scanner could not read as Swift (an unterminated string or comment): the file is
    /// linted as far as it goes and the compiler will say more; archlint warns on stderr.
    package var scanWarnings: [String] {
        project.files.flatMap { file in
            file.source.problems.map { "\(file.source.path):\($0.line):\($0.column): \($0.kind.rawValue); the rest of the file may be misread" }
        }
    }

    /// 0: no error-severity finding; 1: at least one (with `strict`, any finding); 2: the input
    /// could not all be read.
    package func exitCode(strict: Bool = false) -> Int32 {
        if !problems.isEmpty { return 2 }
        return errorCount > 0 || (strict && !findings.isEmpty) ? 1 : 0
    }
}
