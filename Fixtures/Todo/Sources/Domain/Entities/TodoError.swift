import Foundation

/// Business-rule violations, surfaced to the user by the presentation layer.
public enum TodoError: Error, Equatable {
    case emptyTitle
    case titleTooLong(maximum: Int)
    case dueDateInPast
    case notFound(Todo.ID)
}
