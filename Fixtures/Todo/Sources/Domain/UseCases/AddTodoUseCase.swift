import Foundation
import Core

public protocol AddTodoUseCaseProtocol: Sendable {
    func execute(title: String, dueDate: Date?) async throws -> Todo
}

/// Adds a todo after checking its title and due date.
public struct AddTodoUseCase: AddTodoUseCaseProtocol {
    public static let maximumTitleLength = 140

    private let repository: TodoRepository
    private let dateProvider: DateProvider

    public init(repository: TodoRepository, dateProvider: DateProvider = SystemDateProvider()) {
        self.repository = repository
        self.dateProvider = dateProvider
    }

    public func execute(title: String, dueDate: Date?) async throws -> Todo {
        let title = title.trimmed
        guard !title.isEmpty else {
            throw TodoError.emptyTitle
        }
        guard title.count <= Self.maximumTitleLength else {
            throw TodoError.titleTooLong(maximum: Self.maximumTitleLength)
        }
        if let dueDate, dueDate < Calendar.current.startOfDay(for: dateProvider.now()) {
            throw TodoError.dueDateInPast
        }
        return try await repository.add(title: title, dueDate: dueDate)
    }
}
