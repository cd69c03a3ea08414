// Quiet: a Domain policy of the Pricing slice, used by the Catalog slice's Domain.
import Foundation

public struct DiscountPolicy: Sendable {
    public let rate: Decimal

    public init(rate: Decimal = 0.1) {
        self.rate = rate
    }

    public func discounted(_ price: Price) -> Price {
        Price(amount: price.amount * (1 - rate), currencyCode: price.currencyCode)
    }
}
