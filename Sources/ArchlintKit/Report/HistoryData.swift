import ArchlintModel
import ArchlintRules

/// `archlint history`: the architecture at each of a range of past commits, linted from git's
/// object store. Each blob is read and scanned once and its scan used again by every later commit
/// that has it unchanged (at the same path), so a commit costs the index and the rules, and the
/// scan of what it changed. This is what the reports show; the engine reads the commits
/// (Engine/History.swift).
package struct History {
    /// A commit as git's log gives it (`GitRepository.Commit`).
    package struct Commit: Equatable {
        package var id: String
        package var shortID: String
        /// ISO 8601, the committer's date.
        var date: String
        var subject: String

        package init(id: String, shortID: String, date: String, subject: String) {
            self.id = id
            self.shortID = shortID
            self.date = date
            self.subject = subject
        }
    }

    /// The architecture at one commit.
    package struct Snapshot {
        package var commit: Commit
        package var files = 0
        package var lines = 0
        package var errors = 0
        package var warnings = 0
        /// Findings per rule, the rules with none left out.
        package var rules: [String: Int] = [:]
        /// Forbidden uses per layer edge (`History.edgeName`).
        package var forbidden: [String: Int] = [:]
        /// Martin's metrics of each layer.
        package var layers: [ArchitectureMetrics.Component] = []
        /// Rings of features that depend on each other.
        package var featureCycles: [[String]] = []
        /// Files that could not be read (not UTF-8, too large, missing from git) and so were left out.
        package var skippedFiles = 0
        /// Of those, the files (and build files) whose blob git's object store lacks, as shown: the
        /// commit's figures are incomplete.
        package var missingFiles: [String] = []
        /// Why the commit could not be linted (a configuration archlint cannot read); nil when it was.
        package var failure: String?
    }

    /// The commit that added most findings of a rule (or most forbidden uses of a layer edge) since
    /// the commit before it.
    package struct Introduction: Equatable {
        /// A rule id, or a layer edge (`History.edgeName`).
        var subject: String
        var commit: Commit
        var added: Int
        var after: Int
        /// The index in `snapshots` of the first commit of the history that shows the change: the
        /// commit itself, or the next one listed when `--every` skipped it.
        var shownAt: Int

        package init(subject: String, commit: Commit, added: Int, after: Int, shownAt: Int) {
            self.subject = subject
            self.commit = commit
            self.added = added
            self.after = after
            self.shownAt = shownAt
        }
    }

    /// A file whose blob git's object store lacks (a partial clone, a broken mirror, a corrupt
    /// pack), as first met: named once, however many commits have it.
    package struct MissingObject: Equatable {
        package var path: String
        package var blob: String
        package var commit: Commit

        package init(path: String, blob: String, commit: Commit) {
            self.path = path
            self.blob = blob
            self.commit = commit
        }
    }

    /// A file that could not be read as Swift (binary, not UTF-8, too large), as first met: named
    /// once, however many commits have it.
    package struct LeftOutFile: Equatable {
        package var path: String
        /// Why, as a lint says it ("contains a NUL byte at line 1: …; skipped").
        package var reason: String
        package var commit: Commit

        package init(path: String, reason: String, commit: Commit) {
            self.path = path
            self.reason = reason
            self.commit = commit
        }
    }

    /// The linted folder's name, not where it is: reports are shared, a home folder's path is private.
    var name: String
    /// Oldest first.
    package var snapshots: [Snapshot]
    /// For each rule and each forbidden layer edge, the commit that added the most, when one added any.
    package var introductions: [Introduction] = []
    package var missingObjects: [MissingObject] = []
    package var leftOutFiles: [LeftOutFile] = []
    /// Files read from git and scanned (or found unreadable), over all the commits: those that
    /// changed, not one per file per commit.
    package var scannedBlobs = 0

    package static func edgeName(_ from: String, _ to: String) -> String { "\(from) → \(to)" }

    /// Every rule with a finding at some commit, in the order of the built-in rules.
    package var rules: [String] {
        let seen = Set(snapshots.flatMap(\.rules.keys))
        return RuleRegistry.ids.filter(seen.contains) + seen.subtracting(RuleRegistry.ids).sorted()
    }

    /// Every layer edge with a forbidden use at some commit, by name.
    package var edges: [String] { Set(snapshots.flatMap(\.forbidden.keys)).sorted() }

    /// Every layer with metrics at some commit, in the order first met.
    var layers: [String] {
        var seen = Set<String>()
        return snapshots.flatMap { $0.layers.map(\.name) }.filter { seen.insert($0).inserted }
    }
}

// The engine makes these values (Engine/History.swift).
extension History {
    package init(name: String, snapshots: [Snapshot]) {
        self.name = name
        self.snapshots = snapshots
    }
}

extension History.Snapshot {
    package init(commit: History.Commit) {
        self.commit = commit
    }
}

