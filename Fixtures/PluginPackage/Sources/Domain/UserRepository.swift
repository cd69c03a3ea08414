public protocol UserRepository {
    func user(id: String) async throws -> User
    func save(_ user: User) async throws
}
