import Foundation

public enum TodoFilter: CaseIterable, Sendable {
    case all
    case active
    case completed

    public func includes(_ todo: Todo) -> Bool {
        switch self {
        case .all: true
        case .active: !todo.isCompleted
        case .completed: todo.isCompleted
        }
    }
}
