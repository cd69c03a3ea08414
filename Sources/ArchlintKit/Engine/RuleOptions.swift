import ArchlintScan
import ArchlintModel
import ArchlintRules

/// The `"options"` a configuration gives its rules, checked against the options each rule
/// declares (`RuleDescription.options`): a misspelt key would otherwise be ignored without a word.
enum RuleOptions {
    /// `source`: the configuration file as messages name it (the built-in rules.json is tested
    /// valid, so a wrong option always comes from the project's file).
    static func check(_ configuration: Configuration, source: String) throws {
        for (id, settings) in configuration.rules.sorted(by: { $0.key < $1.key }) {
            guard let description = RuleRegistry.description(of: id) else { continue }
            let declared = description.options.map(\.name)
            for (key, value) in settings.options {
                func fail(_ message: String) -> ArchlintError {
                    ArchlintError(path: source, line: value.line, column: value.column, "rule \(id): \(message)")
                }
                guard declared.contains(key) else {
                    let takes = declared.isEmpty ? "it takes no options" : "its options are: \(declared.joined(separator: ", "))"
                    throw fail("unknown option \"\(key)\"\(Suggestion.didYouMean(key, among: declared)); \(takes)")
                }
                guard case let .array(items) = value.value, items.allSatisfy({ if case .string = $0.value { return true } else { return false } }) else {
                    throw fail("option \"\(key)\" must be an array of strings")
                }
            }
        }
    }
}
