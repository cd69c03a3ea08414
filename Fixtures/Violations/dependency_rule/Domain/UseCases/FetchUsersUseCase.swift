// Demonstrates: a Domain use case that builds Data types itself instead of receiving a UserRepository.
import Foundation

protocol FetchUsersUseCaseProtocol {
    func execute(role: User.Role?) async throws -> [User]
}

struct FetchUsersUseCase: FetchUsersUseCaseProtocol {
    private let repository = DefaultUserRepository(remote: UserAPIDataSource()) // expect: dependency_rule

    func execute(role: User.Role?) async throws -> [User] {
        let users = try await repository.users()
        return users
            .filter { role == nil || $0.role == role }
            .sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
    }
}
