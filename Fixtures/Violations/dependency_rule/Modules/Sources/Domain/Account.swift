// Quiet: the Domain's entity; `Foundation.Date` is Foundation's even where module Data, imported beside it, declares a `Date`.
import Foundation

public struct Account: Equatable {
    public let id: String
    public let balanceInCents: Int
    public let openedOn: Foundation.Date

    public init(id: String, balanceInCents: Int, openedOn: Foundation.Date) {
        self.id = id
        self.balanceInCents = balanceInCents
        self.openedOn = openedOn
    }
}
