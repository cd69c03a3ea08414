// Quiet: use cases with protocols (and one without), each doing real work.
import Foundation

enum ProfileError: Error, Equatable {
    case invalidEmail
    case bioTooLong(limit: Int)
}

protocol GetProfileUseCaseProtocol {
    func execute(id: Profile.ID) async throws -> Profile
}

struct GetProfileUseCase: GetProfileUseCaseProtocol {
    static let cacheLifetime: TimeInterval = 300

    let repository: ProfileRepository

    func execute(id: Profile.ID) async throws -> Profile {
        var profile = try await repository.profile(id: id)
        profile.name = profile.name.trimmingCharacters(in: .whitespacesAndNewlines)
        return profile
    }
}

protocol UpdateProfileUseCaseType {
    func execute(_ profile: Profile) async throws
}

final class UpdateProfileUseCase: UpdateProfileUseCaseType {
    private let repository: ProfileRepository
    private let validateEmail = ValidateEmailUseCase()

    init(repository: ProfileRepository) {
        self.repository = repository
    }

    func execute(_ profile: Profile) async throws {
        guard validateEmail.execute(profile.email) else { throw ProfileError.invalidEmail }
        guard profile.bio.count <= 160 else { throw ProfileError.bioTooLong(limit: 160) }
        try await repository.update(profile)
    }
}

/// Pure logic, no protocol: nothing to stub.
struct ValidateEmailUseCase {
    func execute(_ email: String) -> Bool {
        email.wholeMatch(of: /[^@\s]+@[^@\s]+\.[a-z]{2,}/) != nil
    }
}

struct FormatDisplayNameUseCase {
    func execute(_ profile: Profile) -> String {
        profile.name.isEmpty ? profile.email : profile.name
    }
}
