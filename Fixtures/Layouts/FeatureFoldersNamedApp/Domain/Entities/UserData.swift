// Quiet: a Domain entity.
import Foundation

struct UserData: Equatable {
    let userID: String
    let lastSynced: Date?
    let favouriteIDs: Set<String>
}
