import ArchlintModel
import ArchlintRules
import ArchlintReport

/// A parsed command line: the subcommand, its arguments and the options given, each checked
/// against `CommandTable`.
struct Invocation: Equatable {
    var command: String
    /// PATHs, or the subcommand's argument (`explain RULE`, `completion SHELL`, `help SUBCOMMAND`).
    var arguments: [String] = []
    /// By option: the values given, in order (a flag has one empty value).
    var options: [CommandTable.OptionName: [String]] = [:]

    init(command: String, arguments: [String] = [], options: [CommandTable.OptionName: [String]] = [:]) {
        self.command = command
        self.arguments = arguments
        self.options = options
    }

    func flag(_ name: CommandTable.OptionName) -> Bool { options[name] != nil }
    /// The last value given: as with swift-argument-parser, a repeated single option keeps the last.
    func value(_ name: CommandTable.OptionName) -> String? { options[name]?.last }
    func values(_ name: CommandTable.OptionName) -> [String] { options[name] ?? [] }
    var paths: [String] { arguments.isEmpty ? ["."] : arguments }
}

/// A mistake on the command line: one line, and exit status 2.
struct UsageError: Error, Equatable, CustomStringConvertible {
    var description: String
    /// The subcommand whose help explains what is wrong.
    var subcommand: String

    init(_ description: String, in subcommand: String) {
        self.description = description
        self.subcommand = subcommand
    }
}

/// Reads arguments as swift-argument-parser tools do: `--option value` and `--option=value`,
/// short flags, `--` before paths that start with a dash, the subcommand first (`lint` when none
/// is named). Every mistake is one line with the likely fix ("did you mean").
enum CommandLineParser {
    /// `exists` tells whether a path is there: a first argument that names no subcommand but is
    /// close to one (`lnt`) is a typo unless it is a path.
    static func parse(_ arguments: [String], exists: (String) -> Bool) throws -> Invocation {
        var rest = arguments[...]
        var subcommand = CommandTable.lint
        var named = false
        if let first = rest.first, !first.hasPrefix("-") {
            if let given = CommandTable.subcommand(named: first) ?? CommandTable.subcommand(named: first.lowercased()) {
                subcommand = given
                named = true
                rest = rest.dropFirst()
            } else if !exists(first) {
                let names = CommandTable.subcommands.map(\.name)
                let suggestion = Suggestion.didYouMean(first, among: names)
                if !suggestion.isEmpty {
                    throw UsageError("unknown subcommand \(first)\(suggestion); the subcommands are: \(names.joined(separator: ", "))", in: "help")
                }
            }
        }
        var invocation = Invocation(command: subcommand.name)
        func fail(_ message: String) -> UsageError { UsageError(message, in: subcommand.name) }
        while let argument = rest.first {
            rest = rest.dropFirst()
            if argument == "--" {
                invocation.arguments += rest
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                invocation.arguments.append(argument)
                continue
            }
            var name = argument
            var attached: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                attached = String(argument[argument.index(after: equals)...])
            }
            guard let option = subcommand.option(named: name) else { throw fail(unknownOption(name, in: subcommand)) }
            guard let kind = option.value else {
                if attached != nil { throw fail("\(option.name) takes no value") }
                invocation.options[option.key, default: []].append("")
                continue
            }
            var value: String
            if let attached {
                value = attached
            } else if let next = rest.first, !next.hasPrefix("--") {
                value = next
                rest = rest.dropFirst()
            } else {
                throw fail("\(option.name) needs a value (\(describe(kind)))")
            }
            value = try checked(value, kind, noun: kind == .rule ? "rule" : String(option.name.dropFirst(2)), fail: fail)
            if option.repeatable {
                invocation.options[option.key, default: []].append(value)
            } else {
                invocation.options[option.key] = [value]
            }
        }
        // `archlint --help` is archlint's help; `archlint audit --help` the subcommand's.
        if invocation.flag(.help), !named { invocation.command = CommandTable.help.name }
        if invocation.flag(.help) || invocation.flag(.version) { return invocation }
        try checkArguments(&invocation, of: subcommand, fail: fail)
        return invocation
    }

    /// What a value may be, for a message.
    static func describe(_ kind: CommandTable.Value) -> String {
        switch kind {
        case .choice, .subcommand: return "one of: \(kind.candidates!.joined(separator: ", "))"
        case .rule: return "a rule id; archlint rules lists them"
        case .file: return "a file, or - for standard input or output"
        case .reportFile: return "NAME:FILE with NAME one of \(Reporters.names.joined(separator: ", "))"
        case let .text(placeholder): return placeholder
        }
    }

    /// A choice or rule id as the table writes it (`JSON` is `json`); anything else as given.
    /// `noun` says what the value is in a message: "unknown reporter yaml".
    static func checked(_ value: String, _ kind: CommandTable.Value, noun: String, fail: (String) -> UsageError) throws -> String {
        switch kind {
        case .file, .text:
            return value
        case .reportFile:
            guard let colon = value.firstIndex(of: ":"), value.index(after: colon) < value.endIndex else {
                throw fail("--report takes \(describe(kind)), not \(value)")
            }
            let name = try checked(String(value[..<colon]), .choice("NAME", Reporters.names), noun: "reporter", fail: fail)
            return name + value[colon...]
        case .choice, .rule, .subcommand:
            let candidates = kind.candidates ?? []
            // A former rule id is still accepted, though never offered (`FormerRuleID`).
            let accepted = kind == .rule ? RuleRegistry.acceptedIDs : candidates
            if let match = accepted.first(where: { $0.lowercased() == value.lowercased() }) { return match }
            throw fail("unknown \(noun) \(value)\(Suggestion.didYouMean(value, among: candidates)); "
                       + (kind == .rule ? "archlint rules lists the rules" : describe(kind)))
        }
    }

    /// "unknown option --reportr (did you mean "--reporter"?)", or which subcommands take it.
    static func unknownOption(_ name: String, in subcommand: CommandTable.Subcommand) -> String {
        let elsewhere = CommandTable.subcommands.filter { $0.name != subcommand.name && $0.options.contains { $0.name == name || $0.short == name } }
        if !elsewhere.isEmpty {
            let owners = elsewhere.map(\.name)
            return "\(subcommand.name) does not take \(name); \(owners.count == 1 ? "it is an option of" : "it is an option of each of") "
                + owners.joined(separator: ", ")
        }
        let options = subcommand.options + CommandTable.common
        guard name.hasPrefix("--") else {
            // A single letter is one edit from every other: list the short options instead.
            return "unknown option \(name); the short options of \(subcommand.name) are \(options.compactMap(\.short).joined(separator: ", "))"
        }
        let suggestion = Suggestion.didYouMean(name, among: options.map(\.name))
        return "unknown option \(name)\(suggestion)"
    }

    /// The subcommand's arguments: how many, and each checked like an option value.
    static func checkArguments(_ invocation: inout Invocation, of subcommand: CommandTable.Subcommand, fail: (String) -> UsageError) throws {
        let given = invocation.arguments
        switch subcommand.arguments {
        case .paths:
            return
        case .folder:
            if given.count > 1 { throw fail("\(subcommand.name) takes one folder, not \(given.count) arguments") }
        case .revisions:
            if given.count > 2 { throw fail("\(subcommand.name) takes BASE and HEAD at most, not \(given.count) arguments") }
        case .none:
            guard let first = given.first else { return }
            if subcommand.name == "rules", let id = RuleRegistry.ids.first(where: { $0.lowercased() == first.lowercased() }) {
                throw fail("rules takes no argument; to read about \(id), run archlint explain \(id)")
            }
            throw fail("\(subcommand.name) takes no argument, not \(first)")
        case let .one(placeholder, kind), let .optional(placeholder, kind):
            if given.isEmpty {
                if case .optional = subcommand.arguments { return }
                throw fail("\(subcommand.name) needs \(placeholder) (\(describe(kind)))")
            }
            if given.count > 1 { throw fail("\(subcommand.name) takes one \(placeholder), not \(given.count) arguments") }
            invocation.arguments = [try checked(given[0], kind, noun: placeholder.lowercased(), fail: fail)]
        }
    }
}
