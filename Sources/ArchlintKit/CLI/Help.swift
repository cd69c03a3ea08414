/// `archlint --help` and `archlint help SUBCOMMAND`, written from `CommandTable`.
package enum Help {
    package static func text(for subcommand: CommandTable.Subcommand? = nil) -> String {
        guard let subcommand else { return overview }
        var out = "OVERVIEW: \(subcommand.abstract)\n\nUSAGE: archlint \(subcommand.name)"
        if !subcommand.options.isEmpty { out += " [options]" }
        out += usageArguments(subcommand.arguments) + "\n\n"
        out += optionList(subcommand.options + CommandTable.common)
        if !subcommand.discussion.isEmpty { out += "\n" + subcommand.discussion + "\n" }
        if subcommand.name == CommandTable.lint.name { out += "\n" + reportFiles + "\n\n" + exitStatus + "\n" }
        return out
    }

    static var overview: String {
        let width = CommandTable.subcommands.map(\.name.count).max()! + 12
        var out = """
            OVERVIEW: archlint checks the Clean Architecture of Swift code: which layer may use which, where DTOs,
            mappers and repositories belong, and use cases that only forward.

            USAGE: archlint [SUBCOMMAND] [options] [PATH ...]

            SUBCOMMANDS:

            """
        for subcommand in CommandTable.subcommands {
            let name = subcommand.name + (subcommand.name == CommandTable.lint.name ? " (default)" : "")
            out += "  " + padded(name, to: width) + subcommand.abstract + "\n"
        }
        out += "\nLINT OPTIONS:\n" + optionList(CommandTable.lint.options + CommandTable.common, heading: false)
        out += "\nSee archlint help SUBCOMMAND for the options of each subcommand.\n\n" + exitStatus + "\n"
        return out
    }

    static func usageArguments(_ arguments: CommandTable.Arguments) -> String {
        switch arguments {
        case .paths: return " [PATH ...]"
        case .folder: return " [FOLDER]"
        case .revisions: return " [BASE] [HEAD]"
        case let .one(name, _): return " \(name)"
        case let .optional(name, _): return " [\(name)]"
        case .none: return ""
        }
    }

    static func optionList(_ options: [CommandTable.Option], heading: Bool = true) -> String {
        let labels = options.map { option -> String in
            let names = (option.short.map { "\($0), " } ?? "    ") + option.name
            return option.value.map { "\(names) \($0.placeholder)" } ?? names
        }
        let width = labels.map(\.count).max()! + 2
        var out = heading ? "OPTIONS:\n" : ""
        for (label, option) in zip(labels, options) {
            out += "  " + padded(label, to: width) + option.help + (option.repeatable ? " (repeatable)" : "") + "\n"
        }
        return out
    }

    static func padded(_ text: String, to width: Int) -> String {
        text.count >= width ? text + "  " : text + String(repeating: " ", count: width - text.count)
    }

    static let reportFiles = """
        REPORT FILES (--output, --report, --write-baseline): - and /dev/stdout are standard output; a
        character device or a FIFO is written into; a regular file is replaced whole (written beside it,
        then renamed); a symbolic link is followed and its target replaced. A scanned source, the
        configuration or the baseline being read is never overwritten: the run stops first (exit 2).
        """

    static let exitStatus = """
        EXIT STATUS: 0 no error-severity finding, 1 at least one, 2 usage, configuration or I/O error
        (a report or standard output that cannot be written included).
        """
}
