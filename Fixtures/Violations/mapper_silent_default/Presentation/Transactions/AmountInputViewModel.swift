// Quiet: parsing what the user types, with a default, is input handling in a view model, not a mapper.
import Foundation
import Observation

@MainActor
@Observable
final class AmountInputViewModel {
    var text = ""
    var currencyCode = "EUR"

    var amount: Decimal { Decimal(string: text.replacingOccurrences(of: ",", with: ".")) ?? 0 }
    var currency: Currency { Currency(rawValue: currencyCode) ?? .eur }
    var canSubmit: Bool { amount > 0 }
}
