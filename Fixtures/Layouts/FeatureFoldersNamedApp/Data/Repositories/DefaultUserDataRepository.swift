// Quiet: the Data layer's implementation of the Domain's port.
import Foundation

final class DefaultUserDataRepository: UserDataRepository {
    private let defaults: UserDefaults

    init(defaults: UserDefaults) {
        self.defaults = defaults
    }

    func load(userID: String) async throws -> UserData {
        let favourites = defaults.stringArray(forKey: "favourites.\(userID)") ?? []
        let lastSynced = defaults.object(forKey: "lastSynced.\(userID)") as? Date
        return UserData(userID: userID, lastSynced: lastSynced, favouriteIDs: Set(favourites))
    }

    func save(_ data: UserData) async throws {
        defaults.set(data.favouriteIDs.sorted(), forKey: "favourites.\(data.userID)")
        defaults.set(data.lastSynced, forKey: "lastSynced.\(data.userID)")
    }
}
