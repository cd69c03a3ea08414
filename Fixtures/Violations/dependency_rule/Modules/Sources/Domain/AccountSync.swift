// Demonstrates: `Data.*` names in Domain are the Data module's types (reported; the serialized ones as DTOs), while `Domain.Account`, `Foundation.Date` and `Swift.Result` are not.
import Foundation
import Data // expect: dependency_rule

public enum AccountSyncError: Error {
    case missing(String)
}

public struct AccountSync {
    private let store: Data.AccountStore // expect: dependency_rule

    public func account(id: String) -> Swift.Result<Domain.Account, AccountSyncError> {
        guard let row = store.row(id: id) else { return .failure(.missing(id)) }
        return .success(Domain.Account(id: row.id, balanceInCents: row.balanceInCents, openedOn: Foundation.Date()))
    }

    func keep(_ row: Data.Account) { // expect: dto_leak
        store.save(row)
    }

    func decode(_ payload: Data.AccountDTO) -> Domain.Account { // expect: dto_leak
        Domain.Account(id: payload.account_id, balanceInCents: payload.balance, openedOn: Foundation.Date(timeIntervalSince1970: 0))
    }
}
