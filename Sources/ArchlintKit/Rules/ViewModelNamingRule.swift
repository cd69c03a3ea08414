import ArchlintScan
import ArchlintModel

/// A screen is a view and the view model named after it; a view model serves a view.
struct ViewModelNamingRule: FileRule {
    init() {}

    static let description = RuleDescription(
        id: "view_model_naming",
        name: "View model naming",
        summary: "A view that owns a view model named after another screen (a `SettingsView` that creates a `ProfileViewModel`).",
        rationale: """
            A screen is a view and its view model, named alike: `PokemonListView` and \
            `PokemonListViewModel`, `LoginViewController` and `LoginViewModel`. The pair is how a \
            reader finds a screen's logic; a `SettingsView` that owns a `ProfileViewModel` tells of a \
            rename or a reuse left halfway. Only a view model the view owns is judged: one it creates \
            (`@StateObject`, `@State`, `= LoginViewModel()`, or through `_viewModel` in its \
            initializer), or a view controller's only view model, which it creates or receives. One \
            passed down from a parent (`@ObservedObject`, `@EnvironmentObject`, `@Bindable`, a plain \
            property) is not the view's own. A view creates view models for others when it creates \
            several (a tab container), hands its one to the environment, also holds one named after \
            itself, or creates one named after another view (for that subview) or after the app \
            (`AppViewModel`, `SessionViewModel`): none of these is judged. Nor is a view that kept \
            Xcode's template name `ContentView`, which names no screen, or a view model named after \
            the feature module its view is in (`CategoryViewModel` in module `Category`), the \
            feature's own. Names are compared by the \
            screen they stand for: a view's name may end in View, Screen, ViewController, VC, Vc, Page \
            or Scene (and Table, List, Content …), a view model's in Protocol, Type or Impl, and a \
            plural is forgiven. A view model that nothing uses is `unused_view_model`'s finding.
            """,
        severity: .warning,
        category: .clarity,
        triggeringExamples: ViewModelNamingRuleExamples.triggering,
        nonTriggeringExamples: ViewModelNamingRuleExamples.nonTriggering)

    /// What may end a view's name, taken off while something is left: `MoviesListTableViewController`
    /// shows the `Movies` screen, as a table or a list.
    static let viewWords = ["ViewController", "Controller", "VC", "Vc", "View", "Screen", "Page", "Scene", "Table", "Collection",
                            "List", "Grid", "Sheet", "Container", "Content", "Hosting"]
    /// View models named after the app, its root, its session or its tabs hold state for many screens:
    /// the root view that creates one is no screen of that name (compared as `screenKey`s).
    static let appWideScreens: Set<String> = ["app", "main", "root", "session", "global", "shared", "tab", "tabbar"]
    /// Xcode's template names for a new app's first view: a view that kept one names no screen.
    static let templateViewNames: Set<String> = ["ContentView"]
    /// What dresses a view model's name beyond `…ViewModel`: a protocol and its implementation.
    static let viewModelPrefixes = ["Default", "Real", "Live", "Concrete", "Any"]
    static let viewModelSuffixes = ["Protocol", "Type", "Interface", "Implementation", "Impl"]

    func fileCheck(_ project: Project) -> FileCheck {
        let viewModelProtocols = ViewModelNamingRule.viewModelProtocols(in: project)
        let viewScreens = ViewModelNamingRule.viewScreens(in: project)
        return { fileIndex, violations in
            guard project.isKind(fileIndex, .presentation) else { return }
            let source = project.files[fileIndex].source
            for (index, declaration) in source.declarations.enumerated() {
                let roles = project.roles(of: Project.DeclarationID(file: fileIndex, declaration: index))
                guard roles.contains(.view), !roles.contains(.viewModel), [.class, .struct, .actor].contains(declaration.kind),
                      !ViewModelNamingRule.templateViewNames.contains(declaration.name),
                      let (property, reference, held) = ownedViewModel(of: index, in: fileIndex, project: project,
                                                                       viewModelProtocols: viewModelProtocols) else { continue }
                let viewModelName = source.name(of: reference)
                // Quiet when the view holds a view model named after it besides (the one it owns is a
                // subview's), or when a view is named after the view model (the owner creates it for
                // that view, or shares it with it): this view is one of `viewScreens`.
                guard !held.contains(where: { ViewModelNamingRule.isNamed($0, after: declaration.name) }),
                      let screen = ViewModelNamingRule.screen(ofViewModel: viewModelName),
                      !viewScreens.contains(ViewModelNamingRule.screenKey(screen)),
                      !ViewModelNamingRule.appWideScreens.contains(ViewModelNamingRule.screenKey(screen)),
                      ViewModelNamingRule.screenKey(screen) != project.files[fileIndex].module.map(ViewModelNamingRule.screenKey) else { continue }
                let expected = ViewModelNamingRule.expectedName(for: declaration.name)
                violations.append(Violation(
                    file: fileIndex, token: source.tokens[Int(reference.token)], in: source,
                    message: "\(declaration.name) owns \(viewModelName) (its \(property.name)), named after no view; expected \(expected)",
                    subject: "\(declaration.qualifiedName) owns \(viewModelName)"))
            }
        }
    }

    // MARK: - Naming

    /// Is the view model named after the view? `LoginView`, `LoginScreen` and `LoginViewController`
    /// all go with `LoginViewModel` (or `LoginViewModelProtocol`, `DefaultLoginViewModel`). A name that
    /// does not end in `ViewModel` follows a convention the rule does not know: it passes.
    static func isNamed(_ viewModel: String, after view: String) -> Bool {
        guard let screen = screen(ofViewModel: viewModel) else { return true }
        return screenKey(screen) == screenKey(screenName(of: view))
    }

    /// The screen a view model's name stands for (`DefaultMoviesListViewModel` -> `Movies`), nil for
    /// a name that does not follow `…ViewModel`.
    static func screen(ofViewModel name: String) -> String? {
        var model = Substring(name)
        for prefix in viewModelPrefixes where model.hasPrefix(prefix) && model.dropFirst(prefix.count).first?.isUppercase == true {
            model = model.dropFirst(prefix.count)
            break
        }
        for suffix in viewModelSuffixes where model.hasSuffix(suffix) {
            model = model.dropLast(suffix.count)
            break
        }
        guard model.hasSuffix("ViewModel"), model.count > "ViewModel".count else { return nil }
        return screenName(of: String(model.dropLast("ViewModel".count)))
    }

    /// A screen's name compared without case or plural: `MovieDetails` and `MovieDetail`,
    /// `MoviesQueries` and `MoviesQuery` are one screen.
    static func screenKey(_ screen: String) -> String {
        let lower = screen.lowercased()
        if lower.hasSuffix("ies") { return lower.dropLast(3) + "y" }
        if lower.hasSuffix("s") { return String(lower.dropLast()) }
        return lower
    }

    /// The view model name the expert rules give a view: `PokemonListView` -> `PokemonListViewModel`,
    /// `LoginViewController` or `LoginScreen` -> `LoginViewModel`.
    static func expectedName(for view: String) -> String {
        for kind in ["ViewController", "Controller", "VC", "Vc", "View", "Screen", "Page", "Scene"] where view.count > kind.count && view.hasSuffix(kind) {
            return view.dropLast(kind.count) + "ViewModel"
        }
        return view + "ViewModel"
    }

    /// The screen a view's name stands for: `MoviesListTableViewController` -> `Movies`.
    static func screenName(of name: String) -> String {
        var screen = Substring(name)
        var trimmed = true
        while trimmed {
            trimmed = false
            for word in viewWords where screen.count > word.count && screen.hasSuffix(word) {
                screen = screen.dropLast(word.count)
                trimmed = true
                break
            }
        }
        return String(screen)
    }

    /// The screens the project's views stand for (`screenKey`), in any layer.
    static func viewScreens(in project: Project) -> Set<String> {
        // File by file, side by side: every declaration of the project is looked at.
        Set(project.files.indices.parallelMap { fileIndex -> [String] in
            var screens: [String] = []
            // A view of any kind names a screen: an enum can be a SwiftUI view too.
            for (index, declaration) in project.files[fileIndex].source.declarations.enumerated() where declaration.kind.isNominal {
                let roles = project.roles(of: Project.DeclarationID(file: fileIndex, declaration: index))
                if roles.contains(.view), !roles.contains(.viewModel) { screens.append(screenKey(screenName(of: declaration.name))) }
            }
            return screens
        }.joined())
    }

    // MARK: - Ownership

    /// The view model a view owns, when it owns exactly one: the property that holds it, the
    /// reference that names its type, and the names of the other view models the view holds.
    private func ownedViewModel(of view: Int, in fileIndex: Int, project: Project,
                                viewModelProtocols: [Project.DeclarationID: Int]) -> (Declaration, Reference, held: [String])? {
        let source = project.files[fileIndex].source
        let declaration = source.declarations[view]
        let members = project.members(of: view, in: fileIndex)
        let isController = declaration.name.hasSuffix("Controller") || declaration.name.hasSuffix("VC") || declaration.name.hasSuffix("Vc")
            || declaration.inherits.contains { $0.hasSuffix("Controller") }
        // The functions that may set a property up: the initializers, and every member of a view
        // controller, which creates or receives its view model in a static factory, a `bind(to:)`
        // or `viewDidLoad` alike. What they assign is read once, when the view holds a view model at all.
        var assigned: [String: [Int]]?
        func assignments(to name: String) -> [Int] {
            if assigned == nil {
                let setters = members.filter { $0.declaration.kind == .`init` || isController }
                assigned = self.assignments(in: setters.compactMap(\.declaration.bodyTokens), source: source)
            }
            return assigned?[name] ?? []
        }
        var held: [(property: Declaration, reference: Reference, owned: Bool)] = []
        for (index, member) in members where (member.kind == .var || member.kind == .let) && !member.isStatic {
            guard !member.modifiers.contains("weak"), !member.modifiers.contains("unowned"),
                  !member.attributes.contains(where: { $0.hasPrefix("Environment") }),
                  let (reference, constructs) = viewModelType(of: index, in: fileIndex, project: project,
                                                              viewModelProtocols: viewModelProtocols) else { continue }
            let owned: Bool
            if constructs {
                owned = true
            } else if isController {
                owned = !assignments(to: member.name).isEmpty
            } else if member.attributes.contains("StateObject") || member.attributes.contains("State") {
                owned = !assignments(to: "_" + member.name).isEmpty
            } else {
                owned = assignments(to: member.name).contains { constructsType(at: $0, source: source) }
            }
            held.append((member, reference, owned))
        }
        if isController {
            // A view controller's only view model is its own; with several, which one is cannot be told.
            guard held.count == 1, held[0].owned else { return nil }
            return (held[0].property, held[0].reference, [])
        }
        let owned = held.filter(\.owned)
        guard owned.count == 1, !isHandedToEnvironment(owned[0].property.name, in: declaration, source: source) else { return nil }
        return (owned[0].property, owned[0].reference, held.filter { !$0.owned }.map { source.name(of: $0.reference) })
    }

    /// The reference that names a property's type when that type is a view model (or a protocol a
    /// view model implements), and whether the property's initializer constructs it
    /// (`= LoginViewModel()`, `= .init()`).
    private func viewModelType(of property: Int, in fileIndex: Int, project: Project,
                               viewModelProtocols: [Project.DeclarationID: Int]) -> (Reference, constructs: Bool)? {
        let source = project.files[fileIndex].source
        let declaration = source.declarations[property]
        let initializer = initializerStart(of: declaration, source: source)
        // A computed property hands out what another object holds.
        if initializer == nil, declaration.bodyOpen != nil { return nil }
        let name: String
        if let type = declaration.type {
            var plain = Substring(type)
            for word in ["any ", "some "] where plain.hasPrefix(word) { plain = plain.dropFirst(word.count) }
            while plain.hasSuffix("?") || plain.hasSuffix("!") { plain = plain.dropLast() }
            // An array, a closure, a generic or a composition holds something else than one view model.
            guard !plain.isEmpty, !plain.contains(where: { "<>[]()&,- ".contains($0) }) else { return nil }
            name = Project.lastComponent(String(plain))
        } else if let initializer, let constructed = constructedName(at: initializer, source: source) {
            name = source.text(ofToken: constructed)
        } else {
            return nil
        }
        let references = source.tree.references(within: property).map { source.references[Int($0)] }
        guard let reference = references.first(where: { source.name(of: $0) == name }) else { return nil }
        let candidates = project.resolve(reference, in: fileIndex)
        guard !candidates.isEmpty,
              candidates.allSatisfy({ project.roles(of: $0).contains(.viewModel) || viewModelProtocols[$0] != nil }) else { return nil }
        return (reference, initializer.map { constructsType(at: $0, source: source) } ?? false)
    }

    /// The index of the first token of a stored property's initializer (after its `=`), if it has one.
    /// Only a property whose type has no brackets is read on (`viewModelType`), so its `=` is the
    /// first on its line, before a body or observers (`{`) or the next statement (`;`).
    private func initializerStart(of property: Declaration, source: SourceFile) -> Int? {
        let first = Int(property.nameToken) + 1
        var index = first
        while index < min(source.tokens.count, first + 128) {
            if index > first, source.tokens[index].flags.contains(.newlineBefore) { return nil }
            if source.token(index, is: "{") || source.token(index, is: ";") { return nil }
            if source.token(index, is: "=") { return index + 1 }
            index += 1
        }
        return nil
    }

    /// `LoginViewModel(`, `Feature.LoginViewModel(` or `LoginViewModel.init(` at `index`, after
    /// any `try` or `await`: the index of the constructed type's name, or nil when no type is
    /// constructed. A factory's call counts as a construction (`factory.makeLoginViewModel()`),
    /// from the view itself too (`self.factory.makeLoginViewModel()`, `Self.makeViewModel()`).
    private func constructedName(at index: Int, source: SourceFile) -> Int? {
        var cursor = expressionStart(at: index, source: source), name: Int?
        if let keyword = source.keyword(at: cursor), keyword == .self || keyword == .Self || keyword == .super, source.token(cursor + 1, is: ".") {
            cursor += 2
        }
        // A word that is a keyword only in its context (`package`, `open`) may name the receiver.
        while source.tokens.indices.contains(cursor), source.tokens[cursor].kind == .identifier, source.keyword(at: cursor)?.isReserved != true {
            name = cursor
            guard source.token(cursor + 1, is: "."), !source.token(cursor + 2, is: "init") else { break }
            cursor += 2
        }
        guard let name else { return nil }
        return source.token(name + 1, is: "(") || (source.token(name + 1, is: ".") && source.token(name + 2, is: "init")) ? name : nil
    }

    /// Does the expression at `index` construct a value: a type or a factory as `constructedName`
    /// reads them, or an implicit member call of the property's type (`.init()`, `.make()`)?
    private func constructsType(at index: Int, source: SourceFile) -> Bool {
        let start = expressionStart(at: index, source: source)
        return constructedName(at: start, source: source) != nil
            || (source.token(start, is: ".") && source.token(start + 2, is: "("))
    }

    /// The index after the `try`, `try?`, `try!` and `await` that start the expression at `index`.
    private func expressionStart(at index: Int, source: SourceFile) -> Int {
        var start = index
        while let keyword = source.keyword(at: start), keyword == .try || keyword == .await {
            start += source.token(start + 1, is: "?") || source.token(start + 1, is: "!") ? 2 : 1
        }
        return start
    }

    /// In function bodies: the names assigned as a statement (`name = …`, `self.name = …`,
    /// `controller.name = …`, not `let name = …`, which declares a local), each with the index of the
    /// first token after each of its `=`.
    private func assignments(in bodies: [Range<Int>], source: SourceFile) -> [String: [Int]] {
        var found: [String: [Int]] = [:]
        for body in bodies {
            for index in body where source.tokens[index].kind == .identifier && source.token(index + 1, is: "=") {
                guard !(source.token(index + 2, is: "=") && !source.tokens[index + 2].flags.contains(.spaceBefore)) else { continue }
                if let keyword = source.keyword(at: index - 1), keyword == .let || keyword == .var { continue }
                found[source.text(ofToken: index), default: []].append(index + 2)
            }
        }
        return found
    }

    /// `.environmentObject(viewModel)` or `.environment(viewModel)` in the view: it shares the view
    /// model with the views below, which makes it the app's or a flow's state rather than the screen's.
    private func isHandedToEnvironment(_ name: String, in view: Declaration, source: SourceFile) -> Bool {
        guard let body = view.bodyTokens else { return false }
        for index in body where source.token(index, is: "environmentObject") || source.token(index, is: "environment") {
            guard source.token(index + 1, is: "(") else { continue }
            var argument = index + 2
            if source.keyword(at: argument) == .self, source.token(argument + 1, is: ".") { argument += 2 }
            if argument < source.tokens.count, source.text(ofToken: argument) == name, source.token(argument + 1, is: ")") { return true }
        }
        return false
    }

    /// The protocols (and protocol compositions) that view models implement (`LoginViewModelProtocol`),
    /// whatever their names, with the number of view models that implement each: in their
    /// declaration or in an extension (`extension LoginViewModel: LoginViewModelProtocol {}`).
    static func viewModelProtocols(in project: Project) -> [Project.DeclarationID: Int] {
        var found: [Project.DeclarationID: Int] = [:]
        for fileIndex in project.files.indices where project.isKind(fileIndex, .presentation) {
            // Only a type or an extension has an inheritance list: any other declaration adds none.
            for (index, declaration) in project.files[fileIndex].source.declarations.enumerated()
            where declaration.kind != .protocol
                && project.roles(of: Project.DeclarationID(file: fileIndex, declaration: index)).contains(.viewModel) {
                for inherited in declaration.inherits {
                    for candidate in project.resolve(inherited, in: fileIndex, owner: -1)
                    where [.protocol, .typealias].contains(project.declaration(candidate).kind) {
                        found[candidate, default: 0] += 1
                    }
                }
            }
        }
        return found
    }
}
