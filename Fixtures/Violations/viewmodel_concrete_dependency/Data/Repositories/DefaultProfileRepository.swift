// Quiet: the repository implementation.
import Foundation

final class DefaultProfileRepository: ProfileRepository {
    private var profiles: [Profile.ID: Profile] = [:]

    func profile(id: Profile.ID) async throws -> Profile {
        guard let profile = profiles[id] else { throw URLError(.fileDoesNotExist) }
        return profile
    }

    func update(_ profile: Profile) async throws {
        profiles[profile.id] = profile
    }
}
