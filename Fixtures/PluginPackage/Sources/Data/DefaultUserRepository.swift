import Domain

public final class DefaultUserRepository: UserRepository {
    private var stored: [String: UserDTO] = [:]

    public init() {}

    public func user(id: String) async throws -> User {
        guard let dto = stored[id] else { throw RepositoryError.notFound }
        return User(id: dto.id, name: dto.display_name)
    }

    public func save(_ user: User) async throws {
        stored[user.id] = UserDTO(id: user.id, display_name: user.name)
    }
}

public enum RepositoryError: Error {
    case notFound
}
