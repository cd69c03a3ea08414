import Foundation

public protocol ToggleTodoUseCaseProtocol: Sendable {
    /// Marks an open todo as done, or a done todo as open again, and returns the saved version.
    func execute(_ todo: Todo) async throws -> Todo
}

public struct ToggleTodoUseCase: ToggleTodoUseCaseProtocol {
    private let repository: TodoRepository

    public init(repository: TodoRepository) {
        self.repository = repository
    }

    public func execute(_ todo: Todo) async throws -> Todo {
        var toggled = todo
        toggled.isCompleted.toggle()
        return try await repository.update(toggled)
    }
}
