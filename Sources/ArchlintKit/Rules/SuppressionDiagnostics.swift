// The two diagnostics about suppression comments: the engine makes their findings from the other
// rules' findings and the comments (`Suppressions`), after every rule has run. They have a
// description as every rule does, so they are listed, explained, configured and tested alike.

/// A suppression that suppresses nothing is noise that hides the next real finding.
package struct SuperfluousSuppression: EngineDiagnostic {

    package static let description = RuleDescription(
        id: "superfluous_suppression",
        name: "Superfluous suppression",
        summary: "An archlint:disable comment that suppresses no finding, or names a rule that does not exist.",
        rationale: """
            A suppression records a justified exception. Once the code it excused is fixed or moved, \
            the comment stays behind and silently excuses whatever lands on that line next; a \
            misspelt rule id never excused anything. Like SwiftLint's superfluous_disable_command, \
            archlint reports both, so suppressions stay few and true. Directives for a rule that is \
            switched off in the configuration are left alone.
            """,
        severity: .warning,
        category: .style,
        triggeringExamples: [
            Example("the next line has no dto_leak finding",
                    ("Domain/User.swift", "↓// archlint:disable:next dto_leak\nstruct User { let name: String }\n"),
                    message: "archlint:disable:next dto_leak suppresses nothing: no dto_leak finding on the next line"),
            Example("a misspelt rule id",
                    ("Domain/User.swift", "import Foundation ↓// archlint:disable:this dependency_rul\n")),
            Example("all rules disabled for a line with no finding, while an opt-in rule is off",
                    ("Domain/User.swift", "↓// archlint:disable:next all -- migrated from the old module\nstruct User { let name: String }\n")),
            Example("an `enable all` ends the disable before the code it was meant for",
                    ("Data/UserDefaultsStore.swift", "final class UserDefaultsStore {}\n"),
                    ("Domain/User.swift", "↓// archlint:disable dependency_rule -- the cache moves to Data in #57\nstruct User { let name: String }\n// archlint:enable all\n\nstruct UserCache { let store: UserDefaultsStore }\n")),
        ],
        nonTriggeringExamples: [
            Example("the suppression excuses a real finding",
                    ("Domain/User.swift", "// archlint:disable:next dependency_rule -- the SwiftUI preview is removed in #42\nimport SwiftUI\n")),
            Example("a disable closed by an enable, with the finding between them",
                    ("Domain/User.swift", "// archlint:disable dependency_rule -- the SwiftUI preview is removed in #42\nimport SwiftUI\n// archlint:enable dependency_rule\n\nstruct User { let name: String }\n")),
            Example("`all` beside a rule switched off here: the directive may matter again when that rule is on",
                    ("Presentation/ProfileViewModel.swift", "final class ProfileViewModel {\n    // archlint:disable:next all, viewmodel_data_access -- edits go through the repository until #61\n    private let repository: ProfileRepository\n}\n")),
        ])
}

/// Where a team requires it, every suppression says why.
package struct SuppressionReason: EngineDiagnostic {

    package static let description = RuleDescription(
        id: "suppression_reason",
        name: "Suppression reason",
        summary: "An archlint:disable comment without a reason after \" -- \", when the configuration requires one.",
        rationale: """
            An exception without a reason cannot be reviewed or retired. With `"suppressions": \
            {"requireReason": true}` in .archlint.json, a suppression must say why after ` -- ` \
            (`// archlint:disable:next dto_leak -- the v1 API is removed in #123`); one that does not \
            suppresses nothing and is reported. Off by default: the option turns it on.
            """,
        severity: .error,
        category: .style,
        triggeringExamples: [
            Example("no reason, where the configuration requires one",
                    (".archlint.json", "{ \"suppressions\": { \"requireReason\": true } }\n"),
                    ("Domain/User.swift", "↓// archlint:disable:next dependency_rule\nimport SwiftUI\n"),
                    message: "archlint:disable:next dependency_rule gives no reason (write one after \" -- \")"),
        ],
        nonTriggeringExamples: [
            Example("a reason is given",
                    (".archlint.json", "{ \"suppressions\": { \"requireReason\": true } }\n"),
                    ("Domain/User.swift", "// archlint:disable:next dependency_rule -- previews go away in #42\nimport SwiftUI\n")),
            Example("no reason, where the configuration does not require one",
                    ("Domain/User.swift", "// archlint:disable:next dependency_rule\nimport SwiftUI\n")),
        ])
}
