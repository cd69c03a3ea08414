// Demonstrates: Data importing UIKit (no UI frameworks in Data); Combine and the mapping stay quiet.
import Foundation
import Combine
import UIKit // expect: dependency_rule

enum UserMappingError: Error {
    case invalidID(String)
    case unknownRole(String)
}

final class DefaultUserRepository: UserRepository {
    private let remote: UserAPIDataSource
    private let subject = PassthroughSubject<Void, Never>()

    var didChange: AnyPublisher<Void, Never> { subject.eraseToAnyPublisher() }

    init(remote: UserAPIDataSource) {
        self.remote = remote
    }

    func users() async throws -> [User] {
        try await remote.fetchUsers().map { dto in
            guard let id = UUID(uuidString: dto.id) else { throw UserMappingError.invalidID(dto.id) }
            guard let role = User.Role(rawValue: dto.role) else { throw UserMappingError.unknownRole(dto.role) }
            return User(id: id, name: dto.fullName, role: role)
        }
    }

    func save(_ user: User) async throws {
        try await remote.upload(UserDTO(id: user.id.uuidString, fullName: user.name, role: user.role.rawValue))
        subject.send()
        await MainActor.run {
            UIAccessibility.post(notification: .announcement, argument: "Saved \(user.name)")
        }
    }
}
