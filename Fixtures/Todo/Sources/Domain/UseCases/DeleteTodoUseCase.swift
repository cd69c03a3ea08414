import Foundation

public protocol DeleteTodoUseCaseProtocol: Sendable {
    func execute(id: Todo.ID) async throws
}

public struct DeleteTodoUseCase: DeleteTodoUseCaseProtocol {
    private let repository: TodoRepository

    public init(repository: TodoRepository) {
        self.repository = repository
    }

    /// Deletes a todo that exists; an unknown id is reported instead of silently ignored.
    public func execute(id: Todo.ID) async throws {
        let existing = try await repository.todos(forceRefresh: false)
        guard existing.contains(where: { $0.id == id }) else {
            throw TodoError.notFound(id)
        }
        try await repository.delete(id: id)
    }
}
