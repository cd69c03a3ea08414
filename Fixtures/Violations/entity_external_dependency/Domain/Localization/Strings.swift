// Quiet: static helpers hold no business data, so no entity: a toolbox that reads the language setting.
import Foundation

final class LanguageSettings {
    static let shared = LanguageSettings()
    var bundle: Bundle = .main
}

final class Strings {
    static func localized(_ key: String) -> String {
        NSLocalizedString(key, bundle: LanguageSettings.shared.bundle, value: key, comment: "")
    }
}
