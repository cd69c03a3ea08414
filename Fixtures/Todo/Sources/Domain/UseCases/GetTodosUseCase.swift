import Foundation
import Core

public protocol GetTodosUseCaseProtocol: Sendable {
    func execute(filter: TodoFilter, forceRefresh: Bool) async throws -> [Todo]
}

/// Filters the list and orders it the way the user reads it: open todos first (overdue on
/// top, then by due date), completed ones last, ties broken by title.
public struct GetTodosUseCase: GetTodosUseCaseProtocol {
    private let repository: TodoRepository
    private let dateProvider: DateProvider

    public init(repository: TodoRepository, dateProvider: DateProvider = SystemDateProvider()) {
        self.repository = repository
        self.dateProvider = dateProvider
    }

    public func execute(filter: TodoFilter, forceRefresh: Bool) async throws -> [Todo] {
        let now = dateProvider.now()
        return try await repository.todos(forceRefresh: forceRefresh)
            .filter(filter.includes)
            .sorted { Self.precedes($0, $1, now: now) }
    }

    private static func precedes(_ lhs: Todo, _ rhs: Todo, now: Date) -> Bool {
        if lhs.isCompleted != rhs.isCompleted {
            return !lhs.isCompleted
        }
        let lhsOverdue = lhs.isOverdue(at: now)
        let rhsOverdue = rhs.isOverdue(at: now)
        if lhsOverdue != rhsOverdue {
            return lhsOverdue
        }
        switch (lhs.dueDate, rhs.dueDate) {
        case let (lhsDate?, rhsDate?) where lhsDate != rhsDate:
            return lhsDate < rhsDate
        case (.some, nil):
            return true
        case (nil, .some):
            return false
        default:
            return lhs.title.localizedStandardCompare(rhs.title) == .orderedAscending
        }
    }
}
