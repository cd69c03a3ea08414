// Quiet: the entity and its repository port.
import Foundation

struct Profile: Identifiable, Equatable {
    let id: UUID
    var name: String
    var email: String
    var bio: String
}

protocol ProfileRepository {
    func profile(id: Profile.ID) async throws -> Profile
    func update(_ profile: Profile) async throws
}
