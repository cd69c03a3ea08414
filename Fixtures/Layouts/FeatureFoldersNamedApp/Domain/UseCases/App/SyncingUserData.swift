// Demonstrates: a use case in a feature folder named App inside Domain/ is Domain, not the composition root: UIKit is not allowed.
import Foundation
import UIKit // expect: dependency_rule

struct SyncingUserData {
    let repository: UserDataRepository

    func execute(userID: String, now: Date) async throws -> UserData {
        let stored = try await repository.load(userID: userID)
        if let lastSynced = stored.lastSynced, now.timeIntervalSince(lastSynced) < 60 {
            return stored
        }
        let synced = UserData(userID: stored.userID, lastSynced: now, favouriteIDs: stored.favouriteIDs)
        try await repository.save(synced)
        return synced
    }
}
