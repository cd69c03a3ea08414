// Demonstrates: `all`, several rules in one directive, and a region that covers nothing.
import Foundation

protocol ProfileRepository {
    func profile(id: String) async throws -> ProfileDTO // archlint:disable:this all -- migrating to Profile in #51
}

struct LoadProfileUseCase {
    let repository: ProfileRepository

    func execute(id: String) async throws -> String {
        // archlint:disable:next dto_leak, dependency_rule -- read once for the migration
        let dto: ProfileDTO = try await repository.profile(id: id)
        guard !dto.display_name.isEmpty else { return "?" }
        return dto.display_name
    }
}

/* archlint:disable mapper_location */ // expect: superfluous_suppression
func greeting(for name: String) -> String { "Hello \(name)" }
// archlint:enable mapper_location
