// Quiet: the Domain's port to stored user data.
import Foundation

protocol UserDataRepository {
    func load(userID: String) async throws -> UserData
    func save(_ data: UserData) async throws
}
