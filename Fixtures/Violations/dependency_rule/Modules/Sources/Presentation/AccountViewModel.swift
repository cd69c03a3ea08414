// Quiet: Presentation names the Domain's `Account` module-qualified; module Data's `Account` is another type.
import Foundation
import Domain

@MainActor
public final class AccountViewModel {
    public private(set) var account: Domain.Account?

    public init(account: Domain.Account? = nil) {
        self.account = account
    }

    public var balance: String {
        guard let account else { return "–" }
        return String(format: "%.2f", Double(account.balanceInCents) / 100)
    }
}
