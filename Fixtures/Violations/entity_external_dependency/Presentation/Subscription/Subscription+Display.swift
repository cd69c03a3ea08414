// Quiet: formatting an entity for the screen, with the current locale, belongs to Presentation.
import Foundation

extension Subscription {
    var localizedRenewalDate: String {
        renewsAt.formatted(.dateTime.day().month(.wide).locale(Locale.current))
    }
}
