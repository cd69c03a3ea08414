import ArchlintScan
import ArchlintModel
import ArchlintRules

/// `archlint audit`: the architecture as it is, for the lead who plans a refactor: where the layers
/// are, which way the dependencies really run, where the debt sits, and what to fix first.
package struct Audit {
    struct LayerSummary: Equatable {
        var name: String
        var files: Int
        var lines: Int
        var types: Int
    }

    struct Verdict: Equatable {
        /// The expert decision rule the verdict answers.
        var question: String
        var answer: String
        var evidence: [String]
    }

    struct Step: Equatable {
        var title: String
        var advice: String
        /// Cross-layer uses the step removes, and in how many files.
        var removes: Int
        var files: [String]
        /// The configuration that settles the step the other way, when that is a choice the team
        /// may make (a framework allowed in a layer): `.archlint.json` text.
        var setting: String?
    }

    /// Findings of one kind of place (a rule, a layer, a feature), by severity.
    struct Tally: Equatable {
        var name: String
        var errors: Int
        var warnings: Int

        var total: Int { errors + warnings }
    }

    /// Forbidden uses from one layer of a feature's files to another layer, or to a framework
    /// (`to` is then `import Module`).
    struct ForbiddenUse: Equatable {
        var from: String
        var to: String
        var count: Int
    }

    /// One feature folder (or module) of the project.
    struct Feature: Equatable {
        var name: String
        var files: Int
        var lines: Int
        var errors: Int
        var warnings: Int
        /// The forbidden uses its files make, most first.
        var forbiddenUses: [ForbiddenUse]
        /// The rules with the most findings in it, most first; three at most.
        var topRules: [RuleCount]

        var tally: Tally { Tally(name: name, errors: errors, warnings: warnings) }
    }

    struct RuleCount: Equatable {
        var rule: String
        var count: Int
    }

    /// When, from what and by what the audit was made: shown at its top when known (the command
    /// line fills it in; a library user's audit has none).
    package struct Provenance: Equatable {
        /// ISO 8601, UTC.
        var date: String
        /// The short commit of the work tree's `HEAD`, when there is one.
        var commit: String?
        /// The configuration file used, as a path; nil for the built-in rules.
        var configuration: String?
        var version: String

        package init(date: String, commit: String?, configuration: String?, version: String) {
            self.date = date
            self.commit = commit
            self.configuration = configuration
            self.version = version
        }
    }

    var projectName: String
    package var provenance: Provenance?
    var files: Int
    var lines: Int
    var layers: [LayerSummary]
    var unclaimed: [(path: String, lines: Int)]
    var roles: [(role: Role, count: Int)]
    var passThroughUseCases: [String]
    var graph: DependencyGraph
    /// In the order the rules run.
    var findingsByRule: [Tally]
    /// Most first; findings outside every layer as `(no layer)`.
    var findingsByLayer: [Tally]
    /// How `features` groups the files (nil: the project has no feature folders, and one module or none).
    var grouping: DependencyGraph.Grouping?
    /// Most findings first.
    var features: [Feature]
    var topFiles: [(path: String, count: Int)]
    var verdicts: [Verdict]
    var plan: [Step]
    var result: LintResult
    /// Martin's metrics of the layers, modules and features.
    var metrics: ArchitectureMetrics
    /// The trend over past commits (`audit --history N`).
    package var history: History?

    package init(_ result: LintResult, projectName: String) {
        let project = result.project
        self.result = result
        self.projectName = projectName
        // A Core Data model's stand-in brings its types, not Swift files or lines.
        let swiftFiles = project.files.filter { !$0.isGenerated }
        files = swiftFiles.count
        lines = swiftFiles.reduce(0) { $0 + $1.source.lineCount }

        var summaries: [String: LayerSummary] = [:]
        var unclaimed: [(String, Int)] = []
        var roleCounts: [Role: Int] = [:]
        for (index, file) in project.files.enumerated() {
            let types = file.source.declarations.filter { $0.kind.isNominal }.count
            if let layer = project.layerName(of: index) {
                var summary = summaries[layer] ?? LayerSummary(name: layer, files: 0, lines: 0, types: 0)
                if !file.isGenerated {
                    summary.files += 1
                    summary.lines += file.source.lineCount
                }
                summary.types += types
                summaries[layer] = summary
            } else if !file.isGenerated {
                unclaimed.append((file.source.path, file.source.lineCount))
            }
            for (declarationIndex, declaration) in file.source.declarations.enumerated() where declaration.kind.isNominal {
                for role in project.roles(of: Project.DeclarationID(file: index, declaration: declarationIndex)) {
                    // Types are counted, not the protocols they sit behind (but for repository
                    // protocols, which are a role of their own); a DTO's nested types are part of it.
                    if declaration.kind == .protocol, role != .repositoryProtocol { continue }
                    if role == .dto, let parent = declaration.parent,
                       project.roles(of: Project.DeclarationID(file: index, declaration: Int(parent))).contains(.dto) { continue }
                    roleCounts[role, default: 0] += 1
                }
            }
        }
        layers = project.configuration.layers.compactMap { summaries[$0.name] }
        self.unclaimed = unclaimed
        roles = Role.allCases.map { ($0, roleCounts[$0] ?? 0) }
        passThroughUseCases = result.findings.filter { $0.rule == PassThroughUseCaseRule.description.id }
            .map { $0.subject.replacingPrefix("declaration ", with: "") }
        let graph = DependencyGraph(project)
        self.graph = graph
        metrics = ArchitectureMetrics(project)

        let byRule = Dictionary(grouping: result.findings, by: \.rule)
        findingsByRule = result.checkedRules.compactMap { rule in byRule[rule].map { Audit.tally(rule, $0) } }
        findingsByLayer = Audit.mostFirst(Dictionary(grouping: result.findings) { $0.layer ?? "(no layer)" }.map(Audit.tally))
        let byFile = Dictionary(grouping: result.findings, by: \.file)
        topFiles = Array(byFile.map { ($0.key, $0.value.count) }.sorted { ($1.1, $0.0) < ($0.1, $1.0) }.prefix(10))
        verdicts = [Audit.dataSourceVerdict(project), Audit.passThroughVerdict(project, passThroughUseCases),
                    Audit.repositoryLogicVerdict(project)]
        let frameworkImports = Audit.frameworkImports(result)
        plan = Audit.plan(graph, project, frameworkImports: frameworkImports)
        let grouping = DependencyGraph.Grouping.of(project)
        self.grouping = grouping
        features = grouping.map { Audit.features(result, graph, frameworkImports, by: $0) } ?? []
    }

    static func tally(_ name: String, _ findings: [Finding]) -> Tally {
        let errors = findings.filter { $0.severity == .error }.count
        return Tally(name: name, errors: errors, warnings: findings.count - errors)
    }

    /// Most findings first, then by name: the order of the page's bar charts.
    static func mostFirst(_ tallies: [Tally]) -> [Tally] {
        tallies.sorted { ($1.total, $0.name) < ($0.total, $1.name) }
    }

    /// The imports `dependency_rule` reports that point to no layer: a framework (or a project
    /// module in no layer) the importing layer's `imports` do not allow. The graph has no such
    /// edge; whether the import is wrong or the configuration is, the team decides.
    static func frameworkImports(_ result: LintResult) -> [Finding] {
        result.findings.filter { $0.rule == DependencyRule.description.id && $0.targetLayer == nil && $0.subject.hasPrefix("import ") }
    }

    // MARK: - Features

    static func features(_ result: LintResult, _ graph: DependencyGraph, _ frameworkImports: [Finding],
                         by grouping: DependencyGraph.Grouping) -> [Feature] {
        let project = result.project
        var features: [String: Feature] = [:]
        let groups = grouping.groups(of: project)
        for (file, name) in zip(project.files, groups) where !file.isGenerated {
            var feature = features[name] ?? Feature(name: name, files: 0, lines: 0, errors: 0, warnings: 0, forbiddenUses: [], topRules: [])
            feature.files += 1
            feature.lines += file.source.lineCount
            features[name] = feature
        }
        // A finding in a build file (Package.swift) is in no feature's code.
        func group(_ path: String) -> String? { project.fileIndex[path].map { groups[$0] } }
        var uses: [String: [String: Int]] = [:]  // feature: "from\0to": count
        for crossing in graph.crossings where !crossing.allowed {
            guard let name = group(crossing.file) else { continue }
            uses[name, default: [:]]["\(crossing.from)\u{0}\(crossing.to)", default: 0] += crossing.count
        }
        for finding in frameworkImports {
            guard let name = group(finding.file), let layer = finding.layer else { continue }
            uses[name, default: [:]]["\(layer)\u{0}\(finding.subject)", default: 0] += 1
        }
        for (name, findings) in Dictionary(grouping: result.findings.filter { group($0.file) != nil }, by: { group($0.file)! }) {
            let tally = Audit.tally(name, findings)
            features[name]?.errors = tally.errors
            features[name]?.warnings = tally.warnings
            features[name]?.topRules = Array(Dictionary(grouping: findings, by: \.rule).map { RuleCount(rule: $0.key, count: $0.value.count) }
                .sorted { ($1.count, $0.rule) < ($0.count, $1.rule) }.prefix(3))
        }
        for (name, counts) in uses {
            features[name]?.forbiddenUses = counts.map { key, count in
                let parts = key.split(separator: "\u{0}").map(String.init)
                return ForbiddenUse(from: parts[0], to: parts[1], count: count)
            }.sorted { ($1.count, $0.from, $0.to) < ($0.count, $1.from, $1.to) }
        }
        return features.values.sorted { ($1.tally.total, $0.name) < ($0.tally.total, $1.name) }
    }

    // MARK: - Verdicts of the expert decision rules


    static func dataSourceVerdict(_ project: Project) -> Verdict {
        var remote: [String] = [], local: [String] = [], other: [String] = []
        for (index, file) in project.files.enumerated() {
            // What the file reaches for, found when its first data source asks: the same for all of
            // them, and a search of its names per data source made a file of many quadratic.
            var kind: DataSourceKind?
            for (declarationIndex, declaration) in file.source.declarations.enumerated()
            where declaration.kind.isNominal && declaration.kind != .protocol && declaration.parent == nil {
                guard project.roles(of: Project.DeclarationID(file: index, declaration: declarationIndex)).contains(.dataSource) else { continue }
                let name = "\(declaration.name) (\(file.source.path))"
                let found = kind ?? DataSourceKind(file.source)
                kind = found
                switch found {
                case .local: local.append(name)
                case .remote: remote.append(name)
                case .other: other.append(name)
                }
            }
        }
        let total = remote.count + local.count + other.count
        let answer: String
        if total == 0 {
            answer = "No data source type found (by name, or a Data type that reaches a store or an API): nothing to judge yet."
        } else if local.isEmpty {
            answer = "The app reads one kind of source only (\(Reporters.plural(total, "remote data source"))): lightweight Clean "
                + "Architecture fits. The repository may be a thin wrapper over the API; give it real work when a cache or a "
                + "local store arrives."
        } else {
            answer = "\(Reporters.plural(total, "data source")) (\(remote.count) remote, \(local.count) local, \(other.count) other): full layering earns its keep. "
                + "Repositories coordinate the sources and map DTOs; use cases never see which source answered."
        }
        return Verdict(question: "How many data sources does the app have?", answer: answer,
                       evidence: remote.map { "remote: \($0)" } + local.map { "local: \($0)" } + other.map { "other: \($0)" })
    }

    /// Where a file's data sources read from, by its imports and the names it uses.
    private enum DataSourceKind {
        case local, remote, other

        init(_ file: SourceFile) {
            let imports = Set(file.imports.map(\.module))
            let names = Set(file.names)
            if !imports.isDisjoint(with: Frameworks.persistence) || !names.isDisjoint(with: Frameworks.storageTypes) {
                self = .local
            } else if !imports.isDisjoint(with: Frameworks.networking) || !names.isDisjoint(with: Frameworks.remoteTypes.union(Frameworks.urlLoadingTypes)) {
                self = .remote
            } else {
                self = .other
            }
        }
    }

    static func passThroughVerdict(_ project: Project, _ passThrough: [String]) -> Verdict {
        var useCases = 0
        for (index, file) in project.files.enumerated() {
            for (declarationIndex, declaration) in file.source.declarations.enumerated()
            where [.class, .struct, .actor].contains(declaration.kind) {
                if project.roles(of: Project.DeclarationID(file: index, declaration: declarationIndex)).contains(.useCase) { useCases += 1 }
            }
        }
        // A use case written as a protocol extension is no type of its own: it counts where it is reported.
        useCases += passThrough.filter { $0.hasPrefix("extension ") }.count
        let answer: String
        if passThrough.isEmpty {
            answer = "No use case only forwards to a repository: each one carries logic of its own."
        } else {
            answer = "\(passThrough.count) of \(useCases) use cases only forward to a repository (plain CRUD). A view model may call the "
                + "repository directly for these; keep use cases for validation, transformation and orchestration."
        }
        return Verdict(question: "Which use cases are pass-through CRUD?", answer: answer, evidence: passThrough)
    }

    /// Validation in a repository implementation: a `guard` or `if` in its body whose branch throws.
    /// The checks `repository_business_logic` reports (its own definition, whether the rule is on
    /// or not), gathered per repository.
    static func repositoryLogicVerdict(_ project: Project) -> Verdict {
        var evidence: [String] = []
        for (index, file) in project.files.enumerated() where project.isKind(index, .data) {
            let source = file.source
            for (declarationIndex, declaration) in source.declarations.enumerated()
            where declaration.kind.isNominal || declaration.kind == .extension {
                guard project.rolesOfTypeOrExtended(Project.DeclarationID(file: index, declaration: declarationIndex))
                    .contains(.repositoryImplementation) else { continue }
                let lines = (try? source.withText {
                    project.members(of: declarationIndex, in: index).filter { $0.declaration.kind.isFunctionLike }.flatMap { member in
                        RepositoryBusinessLogicRule.checks(in: member.declaration, source: source).map { source.line(of: source.tokens[$0.token]) }
                    }
                }.get()) ?? []
                if !lines.isEmpty {
                    evidence.append("\(declaration.name) (\(source.path)): \(lines.count) business check\(lines.count == 1 ? "" : "s") that throw, line "
                                    + lines.map(String.init).joined(separator: ", "))
                }
            }
        }
        let answer = evidence.isEmpty
            ? "Repositories fetch, store and map; the business rules stay in the Domain."
            : "\(evidence.count) repositor\(evidence.count == 1 ? "y holds" : "ies hold") checks of the input that throw: business rules "
                + "that belong in use cases (repository_business_logic reports each)."
        return Verdict(question: "Where does business logic sit in repositories?", answer: answer, evidence: evidence)
    }

    // MARK: - The refactoring plan

    /// Groups the forbidden uses by what they reach for: each step removes every use of one outer
    /// type (or one forbidden import of a layer's module) from one layer, or settles one framework
    /// in one layer. The steps that remove the most uses per file touched come first (then the
    /// most uses, then by title): the cheapest progress.
    static func plan(_ graph: DependencyGraph, _ project: Project, frameworkImports: [Finding]) -> [Step] {
        let forbidden = graph.crossings.filter { !$0.allowed }
        let domainLayer = project.adviceName(for: .domain)
        func kind(_ layer: String) -> LayerKind? { project.configuration.layer(named: layer)?.kind }
        let groups = Dictionary(grouping: forbidden) { "\($0.from)\u{0}\($0.target)" }
        let steps = groups.values.map { uses -> Step in
            let first = uses[0]
            let count = uses.reduce(0) { $0 + $1.count }
            let files = Array(Set(uses.map(\.file))).sorted()
            let title: String
            let advice: String
            if first.target.hasPrefix("import ") {
                let module = first.target.dropFirst("import ".count)
                title = "Remove `import \(module)` from \(first.from)"
                advice = "\(first.from) may not depend on \(first.to); depend on protocols \(first.from) owns and let the composition root pass the \(first.to) implementations in."
            } else {
                let roles = project.roles(ofName: first.target, in: project.fileIndex[first.file] ?? 0, owner: -1)
                title = "Stop naming \(first.target) (\(first.to)) in \(first.from)"
                if roles.contains(.dto) {
                    advice = "Map \(first.target) to an entity in \(first.to) and use the entity in \(first.from)."
                } else if kind(first.from) == .presentation, roles.contains(.repositoryImplementation) || roles.contains(.dataSource) {
                    advice = "Reach the data through a use case (or a repository protocol of \(domainLayer)) injected into the view model; "
                        + "only the composition root creates \(first.target)."
                } else if roles.contains(.repositoryImplementation) || roles.contains(.dataSource) {
                    advice = "Depend on a repository protocol declared in \(domainLayer) and let the composition root inject its "
                        + "implementation (built on \(first.target))."
                } else if kind(first.to) == .compositionRoot {
                    advice = "Receive what \(first.target) provides through initializers instead of reaching into the composition root."
                } else {
                    advice = "Move \(first.target) inward, or declare the protocol \(first.from) needs in \(first.from) and implement it in \(first.to)."
                }
            }
            return Step(title: title, advice: advice, removes: count, files: files)
        }
        let decisions = Dictionary(grouping: frameworkImports) { "\($0.layer ?? "")\u{0}\($0.subject)" }.values.compactMap { imports in
            frameworkDecision(imports, project.configuration)
        }
        // a/b before c/d when a/b is larger: a × d against c × b, in whole numbers.
        let ordered = (steps + decisions).sorted { left, right in
            let (l, r) = (left.removes * right.files.count, right.removes * left.files.count)
            return (r, right.removes, left.title) < (l, left.removes, right.title)
        }
        return Array(ordered.prefix(10))
    }

    /// One framework that one layer imports against its `imports`: allow it there, or remove it.
    private static func frameworkDecision(_ imports: [Finding], _ configuration: Configuration) -> Step? {
        guard let layerName = imports[0].layer, let layer = configuration.layer(named: layerName) else { return nil }
        let module = String(imports[0].subject.dropFirst("import ".count))
        let files = Array(Set(imports.map(\.file))).sorted()
        var edits: [String] = [], reasons: [String] = []
        if let allowed = layer.allowedImports, !allowed.contains(module) {
            edits.append("\"allow\": {\"add\": [\(json(module))]}")
            reasons.append(allowed.isEmpty ? "it may import no framework" : "it may import \(allowed.joined(separator: ", ")) only")
        }
        if layer.deniedImports.contains(module) {
            edits.append("\"deny\": {\"remove\": [\(json(module))]}")
            reasons.append("its imports deny \(module)")
        }
        guard !edits.isEmpty else { return nil }
        let setting = "{\"layers\": [{\"name\": \(json(layerName)), \"imports\": {\(edits.joined(separator: ", "))}}]}"
        return Step(
            title: "Decide: allow \(module) in \(layerName), or remove it from \(Reporters.plural(files.count, "file"))",
            advice: "\(layerName) may not import \(module): \(reasons.joined(separator: "; ")). If the team accepts \(module) there, "
                + "allow it in the layer's imports in .archlint.json (the setting shown; layers merge with the built-in ones by name); "
                + "otherwise remove the imports and reach what \(module) gives through a protocol \(layerName) owns, implemented in an outer layer.",
            removes: imports.count, files: files, setting: setting)
    }

    /// A JSON string literal.
    private static func json(_ text: String) -> String {
        var out = ""
        JSONValue.escape(text, into: &out)
        return out
    }
}

extension String {
    func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
