import ArchlintScan
import ArchlintModel

/// What archlint reports under a rule id: its id, rationale, default severity and examples, so
/// that `archlint rules`, `archlint explain`, docs/rules.md and the tests all read the same text.
public protocol Described {
    static var description: RuleDescription { get }
}

/// An architecture rule: one file holding its description and its check.
public protocol Rule: Described {
    init()
    /// Adds a violation for each place in `project` that breaks the rule.
    func check(_ project: Project, into violations: inout [Violation])
}

/// Checks one file (by index into `Project.files`), adding what it finds; it only reads, so the
/// linter calls it from any thread.
package typealias FileCheck = (_ file: Int, _ violations: inout [Violation]) -> Void

/// A rule whose findings in a file need only that file and the project's index (names, layers,
/// roles). The linter runs every such rule over one file before it moves to the next, so a file's
/// declarations are read from the cache by all of them: nineteen passes over the whole project's
/// memory took twice as long as one. Rules that need the whole project at once (a cycle) stay `Rule`.
package protocol FileRule: Rule {
    /// Works out once per project what the rule needs (settings, project-wide names) and returns
    /// the check for one file.
    func fileCheck(_ project: Project) -> FileCheck
    /// Findings in no source file (a target dependency on a `Package.swift` line), made once.
    func buildFileCheck(_ project: Project, into violations: inout [Violation])
}

extension FileRule {
    package func check(_ project: Project, into violations: inout [Violation]) {
        buildFileCheck(project, into: &violations)
        let check = fileCheck(project)
        for file in project.files.indices { check(file, &violations) }
    }

    package func buildFileCheck(_ project: Project, into violations: inout [Violation]) {}
}

/// A finding the engine makes itself, from the rules' findings and the suppression comments, once
/// every rule has run: it has a description as a rule has, and no check of its own.
package protocol EngineDiagnostic: Described {}

/// A file's work that belongs in another layer (`file_placement`): what it does, the framework
/// name that shows it, where it belongs, and the modules that do that work.
package struct Placement: Equatable {
    package var work: String
    package var evidence: String
    package var target: String
    package var modules: Set<String>
}

/// A place that breaks a rule, before severity and paths are applied.
public struct Violation: Equatable {
    /// Index into `Project.files`; -1 with `path` set for a file that is not a linted source.
    public var file: Int
    /// The path of a file that is not a linted source (a `Package.swift`).
    public var path: String?
    public var line: Int
    public var column: Int
    public var message: String
    /// What the finding is about (a referenced type, a declaration, an import), independent of
    /// its line: the baseline matches findings by it.
    public var subject: String
    /// The layer a forbidden dependency points to (the layer of the imported module or named
    /// type), for the run's summary of layer edges; nil when the finding is not such an edge.
    public var targetLayer: String?
    /// The subjects of the same rule's findings on this line that this one says with its own
    /// (`ReportedName.foldedByLine`); a baseline holding any of them still matches it.
    package var foldedSubjects: [String] = []
    /// What a `file_placement` finding found the file doing (see `Finding.placement`).
    package var placement: Placement?
    /// The declarations the finding names (the DTO a view holds, the type of another layer), for
    /// its evidence; empty when it is about the declaration at its own position, which the linter finds.
    package var about: [Project.DeclarationID] = []

    public init(file: Int, line: Int, column: Int, message: String, subject: String, path: String? = nil, targetLayer: String? = nil) {
        self.file = file
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.subject = subject
        self.targetLayer = targetLayer
    }

    /// At a reference: its position is kept with it, so a rule that judges the whole project (and
    /// never holds a file's text) can report it.
    init(file: Int, reference: Reference, message: String, subject: String, targetLayer: String? = nil) {
        self.init(file: file, line: Int(reference.line), column: Int(reference.column), message: message, subject: subject, targetLayer: targetLayer)
    }

    init(file: Int, token: Token, in source: SourceFile, message: String, subject: String, targetLayer: String? = nil) {
        let (line, column) = source.position(of: token)
        self.init(file: file, line: line, column: column, message: message, subject: subject, targetLayer: targetLayer)
    }
}

/// What kind of problem a rule's findings are, named as Code Climate's categories (which GitLab's
/// Code Quality report carries): a CI tool groups and filters findings by it.
public enum RuleCategory: String, CaseIterable {
    /// A dependency on a layer, a framework or a type that code should not know: the structure
    /// gets harder to change, test and understand.
    case complexity = "Complexity"
    /// Code in a layer, a folder or under a name that hides what it is.
    case clarity = "Clarity"
    /// Code that loses a failure or a value on its way: a wrong result with no error.
    case bugRisk = "Bug Risk"
    /// A comment that does nothing or does not say why: noise around the code.
    case style = "Style"
}

public struct RuleDescription {
    public var id: String
    public var name: String
    /// One line: what the rule reports.
    public var summary: String
    /// Why the rule exists, from the Clean Architecture expert rules.
    public var rationale: String
    /// The severity a finding has when the rule is on.
    public var severity: Severity
    /// What kind of problem its findings are (a custom rule that does not say: `.complexity`, as
    /// most architecture findings are).
    public var category: RuleCategory
    /// Off unless a preset or the project turns it on (rules.json sets it `off`), as SwiftLint's
    /// opt-in rules: it judges a design choice the recommended rules accept.
    public var isOptIn = false
    /// The settings a project may give the rule under `"options"` in `.archlint.json`; any other
    /// key there is a configuration error.
    public var options: [RuleOption] = []
    /// Code that must produce a finding at each `↓`.
    public var triggeringExamples: [Example]
    /// Code that must produce no finding of this rule.
    public var nonTriggeringExamples: [Example]

    public init(id: String, name: String, summary: String, rationale: String, severity: Severity, category: RuleCategory = .complexity,
                isOptIn: Bool = false, options: [RuleOption] = [], triggeringExamples: [Example] = [], nonTriggeringExamples: [Example] = []) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.severity = severity
        self.category = category
        self.isOptIn = isOptIn
        self.options = options
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }

    /// The rule's findings on the accuracy corpus, judged (nil: it reported none there).
    var measurement: CorpusMeasurement.Count? { CorpusMeasurement.counts[id] }

    /// Stable or preview, by the measurement.
    public var status: RuleStatus { RuleStatus(measurement) }

    /// Why the rule is off unless turned on: it judges a design choice, or it has not yet earned
    /// its place (nil: it is on).
    package var offByDefaultAs: String? {
        if isOptIn { return "an opt-in rule" }
        return status == .preview ? "a preview rule" : nil
    }

    /// What rules.json sets when no preset or project says otherwise: "off" for an opt-in rule and
    /// for a preview rule, which the strict preset turns on.
    package var defaultLevel: String { offByDefaultAs == nil ? severity.rawValue : "off" }

    /// "stable, precision 0.97 (161 of 166 findings right on 28 public apps)", or "stable, no
    /// finding on the 28 public apps".
    package var statusLine: String {
        let corpus = "\(CorpusMeasurement.measuredApps) public apps"
        guard let measured = measurement else { return "\(status.rawValue), no finding on the \(corpus)" }
        let judged = measured.trueFindings + measured.falseFindings
        return "\(status.rawValue), precision \(Self.twoDecimals(measured.precision)) (\(measured.trueFindings) of \(judged) findings right on the \(corpus))"
    }

    /// `0.97`, `0.05`, `1.00`: a share with two decimals (this stage does without Foundation's formatting).
    package static func twoDecimals(_ share: Double) -> String {
        let hundredths = Int((share * 100).rounded())
        return "\(hundredths / 100)." + (hundredths % 100 < 10 ? "0" : "") + "\(hundredths % 100)"
    }
}

/// A setting of a rule: a list of names (all of archlint's rule options are one), as rules.json
/// gives its built-in value.
public struct RuleOption {
    public var name: String
    /// What the names are, for `archlint explain` and the rules reference.
    public var help: String
    /// The names rules.json gives it (`swift run archlint-generate` writes them there).
    public var builtIn: [String]

    public init(_ name: String, _ help: String, builtIn: [String] = []) {
        self.name = name
        self.help = help
        self.builtIn = builtIn
    }
}

/// A small project in text: files by path, each possibly holding `↓` markers before the token
/// where a finding must point.
public struct Example {
    static let marker = "↓"
    package var files: [(path: String, code: String)]
    /// A note shown with the example (what makes it trigger or not).
    package var note: String
    /// The whole message every finding of a triggering example must say (nil: only its position is
    /// checked). Each rule states at least one, so a changed message shows in the rule's own test.
    package var message: String?

    public init(_ note: String = "", _ files: (path: String, code: String)..., message: String? = nil) {
        self.note = note
        self.files = files
        self.message = message
    }

    /// The files without markers, and the (path, line, column) of each marker.
    package func stripped() -> (files: [(path: String, code: String)], markers: [(path: String, line: Int, column: Int)]) {
        var files: [(String, String)] = []
        var markers: [(String, Int, Int)] = []
        let markerBytes = Array(Example.marker.utf8)
        for (path, code) in self.files {
            var out: [UInt8] = []
            var line = 1, column = 1
            let bytes = Array(code.utf8)
            var index = 0
            while index < bytes.count {
                if bytes[index] == markerBytes[0], Array(bytes[index..<min(bytes.count, index + markerBytes.count)]) == markerBytes {
                    markers.append((path, line, column))
                    index += markerBytes.count
                    continue
                }
                out.append(bytes[index])
                if bytes[index] == 0x0A { line += 1; column = 1 } else { column += 1 }
                index += 1
            }
            files.append((path, String(decoding: out, as: UTF8.self)))
        }
        return (files, markers)
    }
}

/// The rules and the engine's diagnostics. `all`, the list of rules, is written by `swift run
/// archlint-generate` from the rule types of this folder (`RuleRegistry.generated.swift`).
package enum RuleRegistry {
    /// What the engine reports besides the rules' findings.
    package static let diagnostics: [EngineDiagnostic.Type] = [SuperfluousSuppression.self, SuppressionReason.self]

    /// Every rule id's description: the rules in order, then the engine's diagnostics.
    package static let descriptions: [RuleDescription] = all.map { type(of: $0).description } + diagnostics.map { $0.description }

    package static func description(of id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }

    package static var ids: [String] { descriptions.map(\.id) }

    /// Every id a configuration, a command line or a suppression may name: the rules' and the
    /// diagnostics', then the former ids no rule has kept (`FormerRuleID`).
    package static var acceptedIDs: [String] { ids + FormerRuleID.all.map(\.id).filter { !ids.contains($0) } }
}
