// Demonstrates: a view model in a feature folder named App inside Scenes/ is Presentation, not the composition root: Core Data is not allowed.
import Foundation
import Observation
import CoreData // expect: dependency_rule

@MainActor
@Observable
final class AppViewModel {
    private(set) var favouriteCount = 0
    private let syncUserData: SyncingUserData

    init(syncUserData: SyncingUserData) {
        self.syncUserData = syncUserData
    }

    func refresh(userID: String) async {
        favouriteCount = (try? await syncUserData.execute(userID: userID, now: .now))?.favouriteIDs.count ?? 0
    }
}
