// Quiet: the Data module's own types, among them an `Account` row and a `Date` of the API that share their names with other types.
import Foundation

/// The stored row of an account.
public struct Account: Codable {
    public let id: String
    public let balanceInCents: Int
}

/// The API's payload for an account.
public struct AccountDTO: Codable {
    public let account_id: String
    public let balance: Int
}

/// A calendar day as the API sends it: not Foundation's `Date`.
public struct Date: Codable {
    public let year: Int
    public let month: Int
    public let day: Int
}

public final class AccountStore {
    private var rows: [String: Account] = [:]

    public init() {}

    public func row(id: String) -> Account? {
        rows[id]
    }

    public func save(_ row: Account) {
        rows[row.id] = row
    }
}
