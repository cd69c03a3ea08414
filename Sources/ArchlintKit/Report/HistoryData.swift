/// `archlint history`: the architecture at each of a range of past commits, linted from git's
/// object store. Each blob is read and scanned once and its scan used again by every later commit
/// that has it unchanged (at the same path), so a commit costs the index and the rules, and the
/// scan of what it changed. This is what the reports show; the engine reads the commits
/// (Engine/History.swift).
struct History {
    /// A commit as git's log gives it (`GitRepository.Commit`).
    struct Commit: Equatable {
        var id: String
        var shortID: String
        /// ISO 8601, the committer's date.
        var date: String
        var subject: String
    }

    /// The architecture at one commit.
    struct Snapshot {
        var commit: Commit
        var files = 0
        var lines = 0
        var errors = 0
        var warnings = 0
        /// Findings per rule, the rules with none left out.
        var rules: [String: Int] = [:]
        /// Forbidden uses per layer edge (`History.edgeName`).
        var forbidden: [String: Int] = [:]
        /// Martin's metrics of each layer.
        var layers: [ArchitectureMetrics.Component] = []
        /// Rings of features that depend on each other.
        var featureCycles: [[String]] = []
        /// Files that could not be read (not UTF-8, too large, missing from git) and so were left out.
        var skippedFiles = 0
        /// Of those, the files (and build files) whose blob git's object store lacks, as shown: the
        /// commit's figures are incomplete.
        var missingFiles: [String] = []
        /// Why the commit could not be linted (a configuration archlint cannot read); nil when it was.
        var failure: String?
    }

    /// The commit that added most findings of a rule (or most forbidden uses of a layer edge) since
    /// the commit before it.
    struct Introduction: Equatable {
        /// A rule id, or a layer edge (`History.edgeName`).
        var subject: String
        var commit: Commit
        var added: Int
        var after: Int
        /// The index in `snapshots` of the first commit of the history that shows the change: the
        /// commit itself, or the next one listed when `--every` skipped it.
        var shownAt: Int
    }

    /// A file whose blob git's object store lacks (a partial clone, a broken mirror, a corrupt
    /// pack), as first met: named once, however many commits have it.
    struct MissingObject: Equatable {
        var path: String
        var blob: String
        var commit: Commit
    }

    /// A file that could not be read as Swift (binary, not UTF-8, too large), as first met: named
    /// once, however many commits have it.
    struct LeftOutFile: Equatable {
        var path: String
        /// Why, as a lint says it ("contains a NUL byte at line 1: …; skipped").
        var reason: String
        var commit: Commit
    }

    /// The linted folder's name, not where it is: reports are shared, a home folder's path is private.
    var name: String
    /// Oldest first.
    var snapshots: [Snapshot]
    /// For each rule and each forbidden layer edge, the commit that added the most, when one added any.
    var introductions: [Introduction] = []
    var missingObjects: [MissingObject] = []
    var leftOutFiles: [LeftOutFile] = []
    /// Files read from git and scanned (or found unreadable), over all the commits: those that
    /// changed, not one per file per commit.
    var scannedBlobs = 0

    static func edgeName(_ from: String, _ to: String) -> String { "\(from) → \(to)" }

    /// Every rule with a finding at some commit, in the order of the built-in rules.
    var rules: [String] {
        let seen = Set(snapshots.flatMap(\.rules.keys))
        return RuleRegistry.ids.filter(seen.contains) + seen.subtracting(RuleRegistry.ids).sorted()
    }

    /// Every layer edge with a forbidden use at some commit, by name.
    var edges: [String] { Set(snapshots.flatMap(\.forbidden.keys)).sorted() }

    /// Every layer with metrics at some commit, in the order first met.
    var layers: [String] {
        var seen = Set<String>()
        return snapshots.flatMap { $0.layers.map(\.name) }.filter { seen.insert($0).inserted }
    }
}

