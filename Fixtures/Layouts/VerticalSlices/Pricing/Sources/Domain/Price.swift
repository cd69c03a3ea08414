// Quiet: a Domain entity of the Pricing slice.
import Foundation

public struct Price: Equatable, Sendable {
    public let amount: Decimal
    public let currencyCode: String

    public init(amount: Decimal, currencyCode: String) {
        self.amount = amount
        self.currencyCode = currencyCode
    }
}
