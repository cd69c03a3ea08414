public struct SaveUserUseCase {
    let repository: UserRepository

    public init(repository: UserRepository) {
        self.repository = repository
    }

    public func execute(_ user: User) async throws {
        try await repository.save(user)
    }
}
