/// The layers of the files that no configuration, folder or module name placed, from what their
/// code does (`ContentSignal`): a library module by the signals of all its files, since it is
/// compiled and imported as one; a file of an app target or of no module by its own signal, else
/// by those of the files beside it. A file that only extends project types goes where they are.
struct LayerInference {
    struct Decision: Equatable {
        let layer: Int
        let evidence: LayerEvidence
    }

    /// One file as the inference sees it.
    struct Input {
        let path: String
        let evidence: LayerEvidence
        let layer: Int?
        /// Index into `modules`.
        let module: Int?
        let signal: ContentSignal?
        /// `ContentSignal.extendedNames`: what a file of extensions only extends.
        let extended: [String]?
        /// `ContentSignal.isTool`.
        let isTool: Bool
        /// `ContentSignal.registersLiveDependencies`.
        var registersDependencies = false
        /// A view of a toolbox folder that names a type a file of the Domain, Data or Presentation
        /// declares (false for every other file).
        var namesRingTypes = false
        /// Code of the rings names a type it declares: of any ring for the errors and constants no
        /// name placed, of another ring for the helpers of a toolbox folder inside a ring's folder.
        var sharedByRings = false
        /// An extension in another file makes a type it declares a DTO (`extension Post: Decodable`).
        var serializedElsewhere = false
    }

    /// A `**/Name/**` glob of a folder that names a feature or a screen, not a layer
    /// (`Scenes/Login/` holds the login's interactor as well as its view): a file's code overrules it.
    static func isFeatureFolderGlob(_ glob: String) -> Bool {
        guard glob.hasPrefix("**/"), glob.hasSuffix("/**") else { return false }
        return LayerMatcher.featureFolders.contains(LayerMatcher.lowercased(String(glob.dropFirst(3).dropLast(3))))
    }
    private let featureWords: Set<String> = ["Feature", "Features", "Scenes", "Screens", "Modules"]
    /// Folder names, lower-cased, of the Domain's use cases: inside another ring's folder
    /// (`Data/UseCases/`), the files whose code says Domain are the Domain's.
    static let domainRoleFolders: Set<String> = ["usecases", "usecase", "interactors", "interactor"]
    /// Folder names, lower-cased, of models: inside the Data layer's folder (`Data/Models/`) of a
    /// project whose Data keeps DTOs of their own, the plain values and errors no store or wire
    /// format shapes are the Domain's entities.
    static let modelFolders: Set<String> = ["models", "model", "entities", "entity"]
    /// Folder names, lower-cased, of the Data layer's work inside a module of another layer.
    static let dataFolderNames: Set<String> = ["repository", "repositories", "datasource", "datasources", "network", "networking",
                                                "persistence", "storage", "database", "keychain", "remote", "local", "api", "dto", "dtos", "data"]
    private let layerOfKind: [LayerKind: Int]
    private let layerKinds: [LayerKind?]
    /// The first layers of kind Domain, Data and Presentation.
    private let ringLayers: Set<Int>
    private let modules: [BuildModule]
    private let moduleLayers: [(layer: Int?, evidence: LayerEvidence)]

    private let words: LayerWords
    /// The folder names of the layers' `**/Name/**` globs, lower-cased: such a folder the globs
    /// placed or chose not to (a `Core/` that holds the app's entry is no toolbox).
    private let globFolders: Set<String>

    /// The Data layer keeps its wire and storage formats in types of their own (DTOs): its models
    /// folder then holds what they are mapped into, the entities.
    private let dataKeepsDTOs: Bool

    init(configuration: Configuration, modules: [BuildModule], moduleLayers: [(layer: Int?, evidence: LayerEvidence)], dataKeepsDTOs: Bool = false) {
        self.dataKeepsDTOs = dataKeepsDTOs
        words = LayerWords(configuration)
        globFolders = Set(configuration.layers.flatMap(\.globFolderNames))
        layerKinds = configuration.layers.map(\.kind)
        var layerOfKind: [LayerKind: Int] = [:]
        for (index, layer) in configuration.layers.enumerated() {
            if let kind = layer.kind, layerOfKind[kind] == nil { layerOfKind[kind] = index }
        }
        self.layerOfKind = layerOfKind
        ringLayers = Set([LayerKind.domain, .data, .presentation].compactMap { layerOfKind[$0] })
        self.modules = modules
        self.moduleLayers = moduleLayers
    }

    /// The decisions for the files and modules it places; `typeFiles`: the files that declare a
    /// type, by its name.
    func decide(_ files: [Input], typeFiles: [String: [Int]]) -> (files: [Int: Decision], modules: [Int: Decision]) {
        let open = openFiles(files)
        var decided: [Int: Decision] = [:]
        var decidedModules: [Int: Decision] = [:]

        // Files a folder placed that their code places elsewhere: an interactor in a feature's
        // folder is the Domain's, a Realm store in a toolbox folder the Data layer's.
        for (index, file) in files.enumerated() where !file.isTool {
            guard case let .folder(folder, glob) = file.evidence, let signal = file.signal,
                  let layer = layerOfKind[signal.kind], layer != file.layer else { continue }
            // A folder of use cases inside another ring's folder (`Data/UseCases/`) holds the
            // Domain's use cases and their ports.
            let inner = LayerMatcher.folders(of: String(file.path.dropFirst(folder.count)))
            let inDomainRoleFolder = signal.kind == .domain && ringLayers.contains(file.layer ?? -1)
                && inner.contains(where: Self.domainRoleFolders.contains)
            // Plain values and errors in the Data layer's `Models/` folder: entities, said weakly.
            let isEntityInData = dataKeepsDTOs && !file.serializedElsewhere && (signal.kind == .domain || signal.kind == .core) && file.layer == layerOfKind[.data]
                && inner.contains(where: Self.modelFolders.contains)
            if isEntityInData, let domain = layerOfKind[.domain] {
                decided[index] = Decision(layer: domain, evidence: .content(signal.reason + " in a models folder, over folder \(folder)/", guess: true))
                continue
            }
            if file.sharedByRings, let core = layerOfKind[.core] {
                decided[index] = Decision(layer: core, evidence: .content(signal.reason + " that another layer names, in a toolbox folder, over folder \(folder)/"))
                continue
            }
            guard signal.strength == .strong else { continue }
            // A feature's folder holds every layer's parts (a scene's interactor beside its view);
            // a toolbox holds no storage, no screen's flow and no view of the app's own types.
            let overrules = Self.isFeatureFolderGlob(glob) || inDomainRoleFolder
                || (file.layer == layerOfKind[.core] && (signal.storage || signal.feature || file.namesRingTypes))
            // The evidence says what it overrules: where the names and the code disagree.
            if overrules { decided[index] = Decision(layer: layer, evidence: .content(signal.reason + ", over folder \(folder)/")) }
        }

        // Folders inside a module refine it: a package named Domain whose `Repository/` folder
        // holds Realm stores and API clients keeps its protocols, and its stores are Data. Only a
        // file that says Data strongly itself, in a folder named for Data's work where most files
        // that say anything do (a Domain's `Response/` models stay, and are reported).
        var dataSignalsByFolder: [String: (data: Int, all: Int)] = [:]
        for file in files where Self.isPlacedByItsModule(file.evidence) {
            guard let signal = file.signal, signal.strength == .strong, let folder = parent(file.path) else { continue }
            dataSignalsByFolder[folder, default: (0, 0)].data += signal.kind == .data ? 1 : 0
            dataSignalsByFolder[folder, default: (0, 0)].all += 1
        }
        for (index, file) in files.enumerated() where Self.isPlacedByItsModule(file.evidence) {
            guard let data = layerOfKind[.data], file.layer != data, let signal = file.signal, signal.strength == .strong, signal.kind == .data,
                  let folder = parent(file.path), let counts = dataSignalsByFolder[folder], counts.data * 2 > counts.all,
                  LayerMatcher.folders(of: file.path).suffix(3).contains(where: Self.dataFolderNames.contains) else { continue }
            let module = files[index].module.map { modules[$0].name } ?? "?"
            decided[index] = Decision(layer: data, evidence: .content(signal.reason + ", over module \(module)"))
        }

        // A module named for a feature whose own folders name two layers of the rings
        // (`AppFeature/Domain/`, `AppFeature/Data/`): the name names a feature, not a layer, so
        // its other files (`AppFeature/Model/`) go where their own code says, and keep the
        // module's layer where it says nothing.
        // A weak signal (plain types) moves a file only where most files beside it that say
        // anything agree and none says otherwise strongly: a screen's state struct stays beside
        // its view.
        let splitModuleFiles = filesOfModulesSplitIntoLayers(files).filter { decided[$0] == nil }
        var signalsBesideSplitFiles: [String: [ContentSignal]] = [:]
        for index in splitModuleFiles {
            guard let signal = files[index].signal, let folder = parent(files[index].path) else { continue }
            signalsBesideSplitFiles[folder, default: []].append(signal)
        }
        for index in splitModuleFiles {
            guard let signal = files[index].signal, let layer = layerOfKind[signal.kind], layer != files[index].layer,
                  let folder = parent(files[index].path), let beside = signalsBesideSplitFiles[folder] else { continue }
            if signal.strength == .weak || signal.ports {
                let agreeing = beside.filter { $0.kind == signal.kind }.count
                guard agreeing * 2 > beside.count, !beside.contains(where: { $0.kind != signal.kind && $0.strength == .strong && !$0.ports }) else { continue }
            }
            let module = files[index].module.map { modules[$0].name } ?? "?"
            decided[index] = Decision(layer: layer, evidence: .content(signal.reason + ", in module \(module), whose folders name its layers",
                                                                         guess: signal.strength == .weak))
        }

        // Library modules no name or folder placed: one layer for all their files.
        var byModule: [Int: [Int]] = [:]
        for index in open {
            if let module = files[index].module, modules[module].kind == .library, moduleLayers[module].layer == nil {
                byModule[module, default: []].append(index)
            }
        }
        // The module's files its layer folders placed count as strong signals of their layer.
        var placedByModule: [Int: [ContentSignal?]] = [:]
        for file in files {
            guard let module = file.module, byModule[module] != nil, case let .folder(folder, _) = file.evidence,
                  let layer = file.layer, let kind = layerKinds[layer], kind != .compositionRoot else { continue }
            placedByModule[module, default: []].append(ContentSignal(kind: kind, strength: .strong, reason: "lies in \(folder)/"))
        }
        // A module's ports say nothing of its layer: a library declares its own protocols.
        for module in byModule.keys.sorted() {
            let members = byModule[module]!
            let signals = members.map { files[$0].signal.flatMap { $0.ports ? nil : $0 } } + (placedByModule[module] ?? [])
            guard let decision = moduleDecision(module, signals: signals) else { continue }
            decidedModules[module] = decision
            for index in members { decided[index] = decision }
        }
        // A module its name or folder puts in the toolbox that depends on a module of the rings
        // (a design system that renders the app's models) is no toolbox: its code decides.
        let layerByName = Dictionary(modules.indices.map { (modules[$0].name, decidedModules[$0]?.layer ?? moduleLayers[$0].layer) },
                                     uniquingKeysWith: { first, _ in first })
        for (module, own) in moduleLayers.enumerated() where own.layer == layerOfKind[.core] {
            // (A module its name or folder placed has a layer: one of no layer goes on here.)
            switch own.evidence {
            case .moduleName, .moduleLocation: break
            default: continue
            }
            guard let ring = modules[module].dependencies.first(where: { ringLayers.contains((layerByName[$0.name] ?? nil) ?? -1) })?.name else { continue }
            let members = files.indices.filter { files[$0].module == module && files[$0].evidence == own.evidence }
            guard let decision = moduleDecision(module, signals: members.map { files[$0].signal }, because: "it depends on \(ring)"),
                  decision.layer != own.layer else { continue }
            decidedModules[module] = decision
            for index in members { decided[index] = decision }
        }

        // The others one by one: a folder named with a layer's word, their own strong signal, the
        // files beside them, their own weak signal, then the files of the folders above.
        var loose = open.filter { decided[$0] == nil }
        for index in loose where files[index].signal?.ports != true {
            if let (folder, layer, word) = wordFolder(above: files[index].path) {
                decided[index] = Decision(layer: layer, evidence: .folderWord(folder: folder, word: word))
            }
        }
        loose.removeAll { decided[$0] != nil }
        // Strong signals by folder: of the files right in it, and of every file below it.
        var signalsInFolder: [String: [ContentSignal]] = [:]
        var signalsBelowFolder: [String: [ContentSignal]] = [:]
        for index in loose {
            guard let signal = files[index].signal, signal.strength == .strong else { continue }
            var folder = parent(files[index].path)
            if let own = folder { signalsInFolder[own, default: []].append(signal) }
            while let current = folder {
                signalsBelowFolder[current, default: []].append(signal)
                folder = parent(current)
            }
        }
        for index in loose where files[index].extended == nil {
            let file = files[index]
            // Errors and constants the rings use are shared code, whatever screen lies beside them.
            if file.sharedByRings, let signal = file.signal, let core = layerOfKind[.core] {
                decided[index] = Decision(layer: core, evidence: .content(signal.reason + " that the rings name"))
                continue
            }
            if let signal = file.signal, signal.strength == .strong, let layer = layerOfKind[signal.kind] {
                decided[index] = Decision(layer: layer, evidence: .content(signal.reason))
                continue
            }
            var folder = parent(file.path)
            var depth = 0
            while let current = folder {
                defer { folder = parent(current); depth += 1 }
                // Beyond the file's own folder, its own weak signal comes first (a strong one decided above).
                if depth == 1, let signal = file.signal, let layer = layerOfKind[signal.kind] {
                    decided[index] = Decision(layer: layer, evidence: .content(signal.reason, guess: true))
                    break
                }
                // The files right beside it first: an environment enum beside the app's entry is not
                // one of the screens in the folders below.
                guard let (kind, count, total, _) = plurality((depth == 0 ? signalsInFolder : signalsBelowFolder)[current] ?? []),
                      let layer = layerOfKind[kind] else { continue }
                // A file that imports a UI framework is no Data or Domain file, whatever lies beside it.
                if let signal = file.signal, signal.kind == .presentation, kind == .data || kind == .domain, let own = layerOfKind[.presentation] {
                    decided[index] = Decision(layer: own, evidence: .content(signal.reason, guess: true))
                    break
                }
                decided[index] = Decision(layer: layer, evidence: .neighbours(folder: current, reason: "\(count) of \(total) files placed by their code"))
                break
            }
            if decided[index] == nil, let signal = file.signal, let layer = layerOfKind[signal.kind] {
                decided[index] = Decision(layer: layer, evidence: .content(signal.reason, guess: true))
            }
        }

        // Files of extensions only: beside the types they extend, or the toolbox when they extend
        // only types from outside the project.
        for index in loose {
            guard let extended = files[index].extended else { continue }
            let targets = Set(extended.flatMap { typeFiles[$0] ?? [] })
            let layers = Set(targets.compactMap { decided[$0]?.layer ?? files[$0].layer })
            if targets.isEmpty, let core = layerOfKind[.core] {
                decided[index] = Decision(layer: core, evidence: .content("extends \(listed(extended)), types from outside the project"))
            } else if layers.count == 1, let layer = layers.first {
                decided[index] = Decision(layer: layer, evidence: .content("extends \(listed(extended))"))
            }
        }
        // A file that registers live dependencies is the root's, whatever its module or folder said
        // (a build tool's file is placed in no layer after this, whatever it says).
        if let root = layerOfKind[.compositionRoot] {
            for index in files.indices where files[index].registersDependencies && !Self.isConfigured(files[index].evidence) {
                decided[index] = Decision(layer: root, evidence: .content("plugs live implementations into the app's dependencies (DependencyKey)"))
            }
        }
        return (decided, decidedModules)
    }

    /// The files whose layer the code decides: those no configuration, folder or module name
    /// placed, and those of a toolbox folder that holds the app's entry point itself (a
    /// multiplatform app's `Shared/` holds the whole app, not a toolbox). A build manifest
    /// (Tuist's `Project.swift`) and a macro's plugin are tools: no layer.
    private func openFiles(_ files: [Input]) -> [Int] {
        var entryFolders: [String] = []
        for file in files {
            if case .compositionRoot = file.evidence, let folder = parent(file.path) { entryFolders.append(folder) }
        }
        return files.indices.filter { index in
            let file = files[index]
            if let module = file.module, modules[module].holdsNoLayer || modules[module].isAppExtension { return false }
            if file.isTool { return false }
            switch file.evidence {
            case .none, .applicationTarget:
                return true
            case let .folder(prefix, _):
                guard let layer = file.layer, layer == layerOfKind[.core] else { return false }
                let folder = String(file.path.dropLast(max(0, file.path.count - prefix.count)))
                return entryFolders.contains(folder)
            default:
                return false
            }
        }
    }

    /// The files a module's name placed, in a module whose own folders name two layers of the
    /// rings.
    private func filesOfModulesSplitIntoLayers(_ files: [Input]) -> [Int] {
        var ringsByModule: [Int: Set<Int>] = [:]
        for file in files {
            guard let module = file.module, case .folder = file.evidence, let layer = file.layer, ringLayers.contains(layer) else { continue }
            ringsByModule[module, default: []].insert(layer)
        }
        return files.indices.filter { index in
            guard let module = files[index].module, case .moduleName = files[index].evidence else { return false }
            return ringsByModule[module, default: []].count >= 2
        }
    }

    /// The team's configuration placed it: no code of its own overrules that.
    private static func isConfigured(_ evidence: LayerEvidence) -> Bool {
        switch evidence {
        case .configuredPath, .configuredModule: return true
        default: return false
        }
    }

    private static func isPlacedByItsModule(_ evidence: LayerEvidence) -> Bool {
        switch evidence {
        case .moduleName, .moduleLocation: return true
        default: return false
        }
    }

    /// A module's layer from its files' signals, a guess unless two in three of them agree and one
    /// says it strongly; `because`: what opened the module to its code.
    private func moduleDecision(_ module: Int, signals: [ContentSignal?], because: String? = nil) -> Decision? {
        guard let (kind, count, total, example) = plurality(signals), let layer = layerOfKind[kind] else { return nil }
        let sure = count * 3 >= total * 2 && signals.contains { $0?.kind == kind && $0?.strength == .strong }
        let reason = (because.map { $0 + ", and " } ?? "") + "\(count) of \(total) files say so by their code, as one that \(example)"
        return Decision(layer: layer, evidence: .moduleContent(module: modules[module].name, reason: reason, guess: !sure))
    }

    /// The commonest kind among the signals, a strong one counting three times (a module of fifty
    /// plain models and two request types is the models': a module is one layer, and most of it
    /// decides), with the number that say it, the number of signals and one reason; ties go to
    /// the kind listed first.
    private func plurality(_ signals: [ContentSignal?]) -> (LayerKind, Int, Int, String)? {
        let counted = signals.compactMap { $0 }
        var counts: [LayerKind: Int] = [:]
        for signal in counted { counts[signal.kind, default: 0] += signal.strength == .strong ? 3 : 1 }
        let order: [LayerKind] = [.presentation, .data, .domain, .core]
        guard let best = order.max(by: { (counts[$0] ?? 0, -order.firstIndex(of: $0)!) < (counts[$1] ?? 0, -order.firstIndex(of: $1)!) }),
              (counts[best] ?? 0) > 0 else { return nil }
        let example = counted.first { $0.kind == best && $0.strength == .strong }?.reason ?? counted.first { $0.kind == best }!.reason
        return (best, counted.filter { $0.kind == best }.count, counted.count, example)
    }

    /// The outermost folder above a path whose name holds the words of exactly one layer
    /// (`MoviesAPI/`, `HomeUI/`, `Storage/`), with that layer and word; a feature's folder
    /// (`Feature/`) names no layer.
    private func wordFolder(above path: String) -> (String, Int, String)? {
        // The outermost such folder, as among layer folders: `CoreData/Entities/` is Data's.
        var chain: [String] = []
        var folder = parent(path)
        while let current = folder {
            chain.append(current)
            folder = parent(current)
        }
        for current in chain.reversed() {
            let name = current.lastIndex(of: "/").map { String(current[current.index(after: $0)...]) } ?? current
            guard !globFolders.contains(LayerMatcher.lowercased(name)) else { continue }
            if let data = layerOfKind[.data], dataFrameworks.contains(name) { return (current, data, name) }
            let layers = words.layers(of: name).filter { layerKinds[$0.layer] != .compositionRoot && !featureWords.contains($0.word) }
            if layers.count == 1 { return (current, layers[0].layer, layers[0].word) }
        }
        return nil
    }

    /// A folder named for a persistence or networking framework holds the code that uses it.
    private let dataFrameworks = Frameworks.persistence.union(Frameworks.networking)

    private func parent(_ path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }

    private func listed(_ names: [String]) -> String {
        let unique = names.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return unique.prefix(3).joined(separator: ", ") + (unique.count > 3 ? ", …" : "")
    }
}
