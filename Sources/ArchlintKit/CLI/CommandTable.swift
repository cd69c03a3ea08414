import ArchlintModel
import ArchlintRules
import ArchlintReport

/// archlint's command line as data: every subcommand with the options it takes. Parsing
/// (`CommandLineParser`), help (`Help`) and shell completion (`Completion`) all read this one
/// table, so that an option cannot be accepted without being documented or completed.
package enum CommandTable {
    /// What an option's value is: shells complete it, the parser checks it.
    enum Value: Equatable {
        /// Any text (a glob, a NAME:FILE pair).
        case text(String)
        /// A path; `-` (standard input or output) is one too.
        case file
        /// One of these, matched without regard to case and written as listed.
        case choice(String, [String])
        /// A rule id, matched without regard to case.
        case rule
        /// A subcommand's name (`archlint help audit`).
        case subcommand
        /// `NAME:FILE`, a reporter and the file its report goes to.
        case reportFile

        /// How help names the value: `FILE`, `NAME`, `RULE`.
        var placeholder: String {
            switch self {
            case let .text(name), let .choice(name, _): return name
            case .file: return "FILE"
            case .rule: return "RULE"
            case .subcommand: return "SUBCOMMAND"
            case .reportFile: return "NAME:FILE"
            }
        }

        /// The values a shell offers, or nil for a path.
        var candidates: [String]? {
            switch self {
            case .text, .reportFile: return []
            case .file: return nil
            case let .choice(_, choices): return choices
            case .rule: return RuleRegistry.ids
            case .subcommand: return CommandTable.subcommands.map(\.name)
            }
        }
    }

    /// Every option's name: code reads an option through its key, which the compiler checks, never
    /// through a string.
    enum OptionName: String, CaseIterable {
        case allowMissingObjects = "--allow-missing-objects"
        case allowZeroLintableFiles = "--allow-zero-lintable-files"
        case baseline = "--baseline"
        case collapse = "--collapse"
        case commits = "--commits"
        case config = "--config"
        case depth = "--depth"
        case disable = "--disable"
        case every = "--every"
        case exclude = "--exclude"
        case failOn = "--fail-on"
        case filesFrom = "--files-from"
        case focus = "--focus"
        case forbiddenOnly = "--forbidden-only"
        case force = "--force"
        case format = "--format"
        case help = "--help"
        case history = "--history"
        case json = "--json"
        case layer = "--layer"
        case level = "--level"
        case markdown = "--markdown"
        case mergeBase = "--merge-base"
        case only = "--only"
        case output = "--output"
        case path = "--path"
        case preset = "--preset"
        case quiet = "--quiet"
        case references = "--references"
        case report = "--report"
        case reporter = "--reporter"
        case since = "--since"
        case strict = "--strict"
        case timestamp = "--timestamp"
        case timings = "--timings"
        case version = "--version"
        case writeBaseline = "--write-baseline"
    }

    struct Option: Equatable {
        let key: OptionName
        /// `--reporter`.
        var name: String { key.rawValue }
        /// `-o`, as swift-argument-parser tools and SwiftLint spell the common ones.
        let short: String?
        /// nil for a flag.
        let value: Value?
        let repeatable: Bool
        let help: String

        /// An option that takes a value.
        init(_ key: OptionName, short: String? = nil, _ value: Value, repeatable: Bool = false, _ help: String) {
            self.key = key
            self.short = short
            self.value = value
            self.repeatable = repeatable
            self.help = help
        }

        /// A flag.
        init(_ key: OptionName, short: String? = nil, _ help: String) {
            self.key = key
            self.short = short
            value = nil
            repeatable = false
            self.help = help
        }
    }

    /// What a subcommand takes besides options.
    enum Arguments: Equatable {
        /// Paths to lint (default `.`).
        case paths
        /// At most one folder (default `.`).
        case folder
        /// Exactly one value, checked like an option's.
        case one(String, Value)
        /// At most one value.
        case optional(String, Value)
        /// At most two git revisions, BASE and HEAD.
        case revisions
        case none
    }

    package struct Subcommand {
        package let name: String
        let abstract: String
        let arguments: Arguments
        let options: [Option]
        /// Said under the options in `archlint help NAME`.
        let discussion: String

        func option(named name: String) -> Option? {
            (options + CommandTable.common).first { $0.name == name || $0.short == name }
        }
    }

    // The options, each written once; a subcommand lists those it takes.
    static let config = Option(.config, short: "-c", .file,
                               "configuration file (default: the nearest .archlint.json at or above the linted folder)")
    static let exclude = Option(.exclude, .text("GLOB"), repeatable: true, "skip files matching GLOB")
    static let output = Option(.output, short: "-o", .file, "write the report to FILE instead of standard output (- is standard output)")
    static let allowMissingObjects = Option(.allowMissingObjects,
                                            "files git's object store lacks are left out of their commits, marked, and do not fail the run (exit 0)")
    static let quiet = Option(.quiet, short: "-q", "nothing on standard error but errors and warnings about the input")
    static var presetNames: [String] { Configuration.builtIn().presets.map(\.name) }

    /// Options every subcommand takes.
    static let common: [Option] = [
        Option(.help, short: "-h", "show help for the subcommand"),
        Option(.version, "print archlint's version"),
    ]

    static let lint = Subcommand(
        name: "lint", abstract: "Lint the Swift sources under each PATH (the default subcommand)", arguments: .paths,
        options: [
            config,
            Option(.reporter, .choice("NAME", Reporters.names),
                   "the report on standard output: \(Reporters.names.joined(separator: ", ")) (default: xcode)"),
            output,
            Option(.report, .reportFile, repeatable: true,
                   "also write a report in format NAME to FILE; the Xcode-style lines still go to standard output"),
            Option(.timestamp, "put the run's time into JUnit and SARIF reports (off: same input, same bytes)"),
            Option(.baseline, .file, "report only findings that the baseline FILE does not record"),
            Option(.writeBaseline, .file, "record today's findings in FILE and exit 0 (with --files-from or a file PATH: "
                   + "only the entries of those files change)"),
            Option(.strict, "warnings fail the run too (exit 1)"),
            Option(.only, .rule, repeatable: true, "run only this rule"),
            Option(.disable, .rule, repeatable: true, "do not run this rule"),
            exclude,
            Option(.filesFrom, .file, "report only on the files listed in FILE (- for standard input), one per line; "
                   + "the whole tree is still read, so references resolve"),
            Option(.allowZeroLintableFiles, "no Swift file under a PATH is not an error (as SwiftLint's allow_zero_lintable_files)"),
            quiet,
            Option(.timings, "print on standard error how long each step took"),
        ],
        discussion: """
            A PATH inside a project, a Swift file or a folder, is linted within that project (the
            nearest folder at or above it with .archlint.json, Package.swift, an Xcode project or
            workspace, or .git; else the working directory), so that findings across files are still
            found; only the findings inside the PATH are reported.
            """)

    static let initialize = Subcommand(
        name: "init", abstract: "Write a .archlint.json that maps this project's folders to layers", arguments: .folder,
        options: [
            Option(.force, "replace an existing .archlint.json"),
            Option(.preset, .choice("NAME", presetNames), "the preset the new file starts from (default: recommended)"),
        ],
        discussion: "FOLDER must exist; archlint init never creates it.")

    static let layers = Subcommand(
        name: "layers", abstract: "Show which layer and module each file is in, and why", arguments: .paths,
        options: [config, exclude, Option(.allowZeroLintableFiles, "no Swift file under a PATH is not an error")], discussion: "")

    static let audit = Subcommand(
        name: "audit", abstract: "Describe the architecture as it is: layers, edges, verdicts, hot spots", arguments: .paths,
        options: [config, exclude,
                  Option(.format, .choice("NAME", AuditFormat.allCases.map(\.rawValue)), "html, markdown (default) or json"),
                  Option(.history, .text("N"), "add the trend over the last N commits of the git history (see archlint history)"),
                  allowMissingObjects, output],
        discussion: "")

    static let history = Subcommand(
        name: "history", abstract: "Lint past commits from git and show the trend: findings, forbidden uses, metrics", arguments: .folder,
        options: [config, exclude,
                  Option(.since, .text("REF|DATE"), "start at this commit (included) or date: 2024-01-31, 2024-01-31T10:00:00Z "
                         + "(UTC unless an offset is given), N days|weeks|months|years ago"),
                  Option(.commits, .text("N"), "at most N commits, the newest (default \(History.Options.defaultCommits); N up to \(Int.max))"),
                  Option(.every, .text("K"), "every K-th commit of the first-parent line, counted back from HEAD (default 1; K up to \(Int.max))"),
                  allowMissingObjects,
                  Option(.format, .choice("NAME", HistoryFormat.allCases.map(\.rawValue)), "text (default), csv, json or html"),
                  output, quiet],
        discussion: """
            Reads each commit from git's object store: nothing is checked out and the work tree is \
            not touched. Each commit is linted with its own .archlint.json unless --config is given. \
            With --every, the commits skipped in the step \
            that added most to a rule are bisected, so that the commit that made the change is named. \
            N × K past the largest count counts every commit. A file whose blob git lacks is named on \
            standard error and its commits marked incomplete; the run exits 2 unless \
            --allow-missing-objects is given.
            """)

    static let diff = Subcommand(
        name: "diff", abstract: "Compare the architecture of two commits, or of a commit and the work tree: fail only when it got worse",
        arguments: .revisions,
        options: [config, exclude,
                  Option(.path, .file, "the folder linted on both sides (default: the working directory)"),
                  Option(.mergeBase, .text("REF"), "the base is the merge base of REF and HEAD (or of REF and the HEAD given): "
                         + "what a pull request changed"),
                  Option(.failOn, .choice("KIND", ["errors", "findings", "edges", "cycles", "never"]), repeatable: true,
                         "what fails the run (exit 1): errors (a new error-severity finding), findings (a new finding of any severity), "
                         + "edges (a new forbidden layer edge), cycles (a new cycle); never: say what got worse and exit 0 "
                         + "(default: errors, edges and cycles)"),
                  Option(.format, .choice("NAME", DiffFormat.names),
                         "text (default), markdown (a pull-request comment), json; or a lint format (\(DiffFormat.lintNames.joined(separator: ", "))) "
                         + "with the new findings only"),
                  Option(.timestamp, "put the run's time into JUnit and SARIF reports"),
                  allowMissingObjects, output, quiet],
        discussion: """
            BASE is a branch, a tag or a commit; HEAD too, or the work tree when it is not given. \
            Both are read from git's object store (HEAD from the disk when it is the work tree): \
            nothing is checked out. The work tree is what a commit of it would hold: tracked files, and \
            untracked ones git does not ignore. Findings are matched by fingerprint (rule, file, what the finding \
            is about), so a finding whose line moved is neither new nor fixed; a file that moved has \
            new findings. Each commit is linted with its own .archlint.json unless --config is given. \
            Findings that were already there never fail the run.
            """)

    static let why = Subcommand(
        name: "why", abstract: "Say why archlint reports what it does on a line, or why it reports nothing there",
        arguments: .one("FILE:LINE", .text("FILE:LINE")), options: [config, exclude],
        discussion: """
            For each finding on the line: the file's layer and what decided it (the configuration, a \
            folder, a build target, its code), and each declaration the finding is about with its \
            file, layer and roles, and what gave them. For a line with no finding: the rules that \
            looked, the layers and roles of what the line uses and declares, and any suppression \
            that hid a finding there.
            """)

    static let graph = Subcommand(
        name: "graph", abstract: "Draw the dependency graph of layers or types", arguments: .paths,
        options: [config, exclude,
                  Option(.format, .choice("NAME", GraphReporter.Format.allCases.map(\.rawValue)), "dot (default) or mermaid"),
                  Option(.level, .choice("NAME", GraphReporter.Level.allCases.map(\.rawValue)), "layer (default) or type"),
                  Option(.collapse, .choice("NAME", DependencyGraph.Grouping.allCases.map(\.rawValue)),
                         "draw the features (folders under Features/, Scenes/, Modules/…) or the modules instead of layers or types"),
                  Option(.forbiddenOnly, "only the edges the layer rules forbid, and their ends"),
                  Option(.layer, .text("NAME"), "only the edges to or from layer NAME"),
                  Option(.focus, .text("TYPE"), "only TYPE and the types within --depth edges of it (implies --level type)"),
                  Option(.depth, .text("N"), "how far --focus reaches, in edges either way (default 1)"),
                  output],
        discussion: """
            Forbidden edges are red and drawn last; a type from outside the project (a framework type \
            the code extends) is never a node. GitHub draws Mermaid diagrams of at most 500 edges and \
            50,000 characters: past them archlint warns and suggests a narrower graph.
            """)

    static let dump = Subcommand(
        name: "dump", abstract: "Print what the scanner saw: declarations, roles, imports", arguments: .paths,
        options: [config, exclude, Option(.json, "as JSON, for tools (the text form is for reading)"),
                  Option(.references, "with every reference the scanner saw")],
        discussion: "")

    static let rules = Subcommand(
        name: "rules", abstract: "List the rules with their severity in this project", arguments: .none,
        options: [config, Option(.markdown, "as a Markdown table"),
                  Option(.preset, .choice("NAME", presetNames), "the built-in rules as that preset sets them")],
        discussion: "")

    static let explain = Subcommand(
        name: "explain", abstract: "Explain a rule: why, its severity, its examples", arguments: .one("RULE", .rule),
        options: [config], discussion: "")

    static let completion = Subcommand(
        name: "completion", abstract: "Print a shell completion script", arguments: .one("SHELL", .choice("SHELL", Completion.Shell.allCases.map(\.rawValue))),
        options: [],
        discussion: """
            bash: archlint completion bash > /usr/local/etc/bash_completion.d/archlint
            zsh:  archlint completion zsh > "${fpath[1]}/_archlint"
            fish: archlint completion fish > ~/.config/fish/completions/archlint.fish
            """)

    static let help = Subcommand(
        name: "help", abstract: "Show help for archlint or one of its subcommands", arguments: .optional("SUBCOMMAND", .subcommand),
        options: [], discussion: "")

    static let version = Subcommand(name: "version", abstract: "Print archlint's version", arguments: .none, options: [], discussion: "")

    /// In the order help lists them.
    package static let subcommands = [lint, initialize, layers, audit, history, diff, why, graph, dump, rules, explain, completion, help, version]

    static func subcommand(named name: String) -> Subcommand? {
        subcommands.first { $0.name == name }
    }
}
