// Demonstrates: a use case that resolves its repository through a DI framework (reported once per type), next to one that receives it.
import Foundation
import Swinject // expect: dependency_rule

protocol ProfileRepository {
    func profile() async throws -> Profile
}

struct GetProfileUseCase {
    func execute() async throws -> Profile { Profile(name: "Ada") }
}

struct RefreshProfileUseCase {
    let resolver: Resolver

    func execute() async throws -> Profile {
        let repository = resolver.resolve(ProfileRepository.self)! // expect: service_locator
        let again = resolver.resolve(ProfileRepository.self)!
        _ = again
        return try await repository.profile()
    }
}

struct SaveProfileUseCase {
    let repository: ProfileRepository

    func execute(_ profile: Profile) async throws {
        guard !profile.name.isEmpty else { return }
        _ = try await repository.profile()
    }
}
