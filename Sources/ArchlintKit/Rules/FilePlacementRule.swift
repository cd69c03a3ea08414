import ArchlintScan
import ArchlintModel

/// A file's content says which layer it belongs to.
struct FilePlacementRule: FileRule {
    init() {}

    static let description = RuleDescription(
        id: "file_placement",
        name: "File placement",
        summary: "A file whose content says it belongs in another layer: UI code in Domain or Data, network or storage code in Domain or Presentation.",
        rationale: """
            Folders are how a team finds things and how archlint tells layers apart, so a file in the \
            wrong folder misleads both. A file in Domain or Data that builds views or uses colors and \
            images is presentation code; a file in Domain or Presentation that opens a URLSession or a \
            Core Data, SwiftData, Realm or GRDB context is data access. The finding names the layer \
            the file should move to (or split into). Reported once per file, at the first evidence; when \
            the file's import of the framework that does that work is itself a `dependency_rule` \
            finding (the built-in layers deny UI frameworks to Domain and Data, storage frameworks to \
            Presentation), that finding is the one reported, naming the work and where it belongs: one \
            cause, one finding. An import of another framework keeps its own finding. \
            Not evidence: an image or a color that Data carries as a payload (in a function's \
            signature, decoded from bytes with `UIImage(data:)`, an `@NSManaged` or `@Persisted` \
            attribute), though an image cache of Data's own is; the URL request of a view that \
            shows what it fetches (a page it loads into a `WKWebView`, an image it downloads and \
            assigns, as `AsyncImage` does); anything in preview code, which builds sample stores on \
            purpose.
            """,
        severity: .warning,
        category: .clarity,
        triggeringExamples: FilePlacementRuleExamples.triggering,
        nonTriggeringExamples: FilePlacementRuleExamples.nonTriggering)

    static let uiTypes: Set<String> = ["View", "UIViewController", "UIView", "NSView", "NSViewController", "Color", "UIColor", "NSColor",
                                       "Image", "UIImage", "NSImage", "Font", "UIFont", "Text", "VStack", "HStack", "ZStack", "List",
                                       "UITableView", "UICollectionView", "UILabel", "UIButton", "NavigationStack", "UIHostingController"]
    /// Images and colors, which Data may carry as payloads (`isPayload`) without building UI.
    static let payloadTypes: Set<String> = ["Color", "UIColor", "NSColor", "Image", "UIImage", "NSImage"]
    /// The types of data access, each with the modules that declare it: an import of one of them
    /// the layers forbid is this finding's cause, said once (`Linter.foldPlacementsIntoImports`).
    static let dataTypeModules: [String: Set<String>] = {
        let byModules: [(names: Set<String>, modules: Set<String>)] = [
            (Frameworks.urlLoadingTypes, ["Foundation", "FoundationNetworking"]),
            (["NSManagedObjectContext", "NSPersistentContainer", "NSFetchRequest", "NSManagedObject", "FetchRequest"], ["CoreData"]),
            (["ModelContext", "ModelContainer", "FetchDescriptor", "Query"], ["SwiftData"]),
            (["Realm"], ["RealmSwift", "Realm"]), (["DatabaseQueue", "DatabasePool"], ["GRDB"]), (["Alamofire", "AF", "Session"], ["Alamofire"]),
        ]
        return Dictionary(uniqueKeysWithValues: byModules.flatMap { entry in entry.names.map { ($0, entry.modules) } })
    }()
    static let dataTypes = Set(dataTypeModules.keys)

    /// Per name length, a bit for each first letter (its low six bits) that a UI or data type of that
    /// length starts with: a file's own names, nearly all of them, are ruled out before any hashing.
    private static let framework: [UInt64] = {
        var masks = [UInt64](repeating: 0, count: 33)
        for name in uiTypes.union(dataTypes) { masks[name.utf8.count] |= 1 << (name.utf8.first! & 63) }
        return masks
    }()

    private static func mayBeFrameworkType(_ name: String) -> Bool {
        let length = name.utf8.count
        guard length < framework.count, let first = name.utf8.first else { return false }
        return framework[length] & (1 << (first & 63)) != 0
    }

    func fileCheck(_ project: Project) -> FileCheck {
        let presentationLayer = project.adviceName(for: .presentation), dataLayer = project.adviceName(for: .data)
        return { fileIndex, violations in
            guard let kind = project.kind(of: fileIndex), let layer = project.layerName(of: fileIndex) else { return }
            let source = project.files[fileIndex].source
            let imports = Set(source.imports.map(\.module))
            let usesUI = kind == .domain || kind == .data
            let usesData = kind == .domain || kind == .presentation
            guard usesUI || usesData else { return }
            let importsUI = !imports.isDisjoint(with: Frameworks.ui)
            // What each distinct name is, looked up once per file: a file names the same types again
            // and again, and most files name no framework type at all.
            enum Evidence { case none, ui, data }
            let evidenceByName = source.names.map { name -> Evidence in
                guard FilePlacementRule.mayBeFrameworkType(name) else { return .none }
                let evidence: Evidence = usesUI && importsUI && FilePlacementRule.uiTypes.contains(name) ? .ui
                    : usesData && FilePlacementRule.dataTypes.contains(name) && (name != "Session" || imports.contains("Alamofire")) ? .data
                    : .none
                // A project type of that name is not the framework's (asked last: few names are a framework's).
                return evidence == .none || project.typesByName[name] != nil ? .none : evidence
            }
            guard evidenceByName.contains(where: { $0 != .none }) else { return }
            let showsFetchedContent = zip(source.names, evidenceByName).contains { $1 == .data && Frameworks.urlLoadingTypes.contains($0) }
                && FilePlacementRule.showsFetchedContent(fileIndex, project)
            // Preview code builds sample containers and stores on purpose: wiring, never judged.
            for reference in source.references where evidenceByName[Int(reference.name)] != .none && !project.files[fileIndex].isInPreview(reference) {
                let name = source.name(of: reference)
                if kind == .data, FilePlacementRule.payloadTypes.contains(name), FilePlacementRule.isPayload(reference, in: source) { continue }
                let placement: Placement
                switch evidenceByName[Int(reference.name)] {
                case .ui:
                    // UI evidence counts only in a file that imports a UI framework (`importsUI`): any of them does the work.
                    placement = Placement(work: "builds UI", evidence: name, target: presentationLayer, modules: Frameworks.ui)
                case .data where showsFetchedContent && Frameworks.urlLoadingTypes.contains(name):
                    continue
                case .data where name != "Query" && name != "FetchRequest" || source.tokens[Int(reference.token)].kind == .attribute:
                    let attribute = source.tokens[Int(reference.token)].kind == .attribute ? "@" : ""
                    placement = Placement(work: "accesses data", evidence: attribute + name, target: dataLayer,
                                          modules: FilePlacementRule.dataTypeModules[name] ?? [])
                default:
                    continue
                }
                var violation = Violation(
                    file: fileIndex, token: source.tokens[Int(reference.token)], in: source,
                    message: "\(source.path.lastPart(separatedBy: ASCII.slash).map(String.init) ?? source.path) is in layer \(layer) but "
                        + "\(placement.work) (\(placement.evidence)); it belongs in \(placement.target)",
                    subject: "file placement \(placement.target)")
                violation.placement = placement
                violations.append(violation)
                break
            }
        }
    }

    /// Does the file declare a view that shows what it fetches itself: a web view (it names
    /// `WKWebView`) or a view that downloads its image and assigns it (`image = …`,
    /// `imageView.image = …`)? Its URL request is rendering, not the app's data access.
    static func showsFetchedContent(_ file: Int, _ project: Project) -> Bool {
        guard project.concreteTypes(in: file).contains(where: { $0.roles.contains(.view) }) else { return false }
        let source = project.files[file].source
        if source.names.contains("WKWebView") { return true }
        let tokens = source.tokens
        return tokens.indices.dropLast().contains { index in
            tokens[index].kind == .identifier && source.token(index, is: "image") && source.token(index + 1, is: "=")
                && source.keyword(at: index - 1) != .let && source.keyword(at: index - 1) != .var
        }
    }

    /// Is an image or color named in Data a payload rather than UI: in a function's signature (what
    /// a port or an adapter takes or returns), decoded from bytes (`UIImage(data:)`), or a stored
    /// attribute of a persistence model (`@NSManaged var color: UIColor?`)? An image kept in a
    /// cache of its own or made from a name (`UIImage(systemName:)`) is presentation's business.
    static func isPayload(_ reference: Reference, in source: SourceFile) -> Bool {
        let token = Int(reference.token)
        if source.token(token + 1, is: "("), source.token(token + 2, is: "data"), source.token(token + 3, is: ":") { return true }
        guard reference.owner >= 0 else { return false }
        let owner = source.declarations[Int(reference.owner)]
        switch owner.kind {
        case .func, .`init`, .subscript: return token < owner.bodyOpen.map(Int.init) ?? Int.max
        case .var: return owner.attributes.contains("NSManaged") || owner.attributes.contains("Persisted")
        default: return false
        }
    }
}
