// Quiet: a Domain service (named *Formatter) is no entity, so it may read the current locale.
import Foundation

struct PriceFormatter {
    var locale: Locale = Locale.current

    func string(for amount: Decimal, currencyCode: String) -> String {
        amount.formatted(.currency(code: currencyCode).locale(locale))
    }
}
