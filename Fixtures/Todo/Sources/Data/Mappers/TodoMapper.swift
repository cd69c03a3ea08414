import Foundation
import Domain

public enum TodoMappingError: Error, Equatable {
    case emptyTitle(id: Int)
    case invalidDueDate(id: Int, value: String)
}

/// Converts between the wire and disk models and the `Todo` entity. Bad input is an error,
/// never a silent default.
enum TodoMapper {
    /// "2024-05-31", in UTC.
    private static let dueDateStyle = Date.ISO8601FormatStyle(timeZone: TimeZone(secondsFromGMT: 0)!)
        .year()
        .month()
        .day()

    static func toDomain(_ entity: TodoAPIEntity) throws -> Todo {
        Todo(
            id: entity.id,
            title: try validTitle(entity.title, id: entity.id),
            isCompleted: entity.completed,
            dueDate: try entity.dueOn.map { try parseDueDate($0, id: entity.id) }
        )
    }

    static func toDomain(_ entity: TodoDBEntity) throws -> Todo {
        Todo(
            id: entity.id,
            title: try validTitle(entity.title, id: entity.id),
            isCompleted: entity.isCompleted,
            dueDate: entity.dueDate
        )
    }

    static func toAPIEntity(_ todo: Todo, userID: Int) -> TodoAPIEntity {
        TodoAPIEntity(
            id: todo.id,
            userId: userID,
            title: todo.title,
            completed: todo.isCompleted,
            dueOn: todo.dueDate.map { $0.formatted(dueDateStyle) }
        )
    }

    static func toCreateRequest(title: String, dueDate: Date?, userID: Int) -> CreateTodoRequest {
        CreateTodoRequest(
            userId: userID,
            title: title,
            completed: false,
            dueOn: dueDate.map { $0.formatted(dueDateStyle) }
        )
    }

    static func toDBEntity(_ todo: Todo, updatedAt: Date) -> TodoDBEntity {
        TodoDBEntity(
            id: todo.id,
            title: todo.title,
            isCompleted: todo.isCompleted,
            dueDate: todo.dueDate,
            updatedAt: updatedAt
        )
    }

    private static func validTitle(_ title: String, id: Int) throws -> String {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            throw TodoMappingError.emptyTitle(id: id)
        }
        return trimmed
    }

    private static func parseDueDate(_ value: String, id: Int) throws -> Date {
        do {
            return try dueDateStyle.parse(value)
        } catch {
            throw TodoMappingError.invalidDueDate(id: id, value: value)
        }
    }
}
