import Foundation

/// A task on the user's list. Plain value type: the API shape (`TodoAPIEntity`) and the
/// on-disk shape (`TodoDBEntity`) are the Data module's concern.
public struct Todo: Identifiable, Hashable, Sendable {
    public typealias ID = Int

    public let id: ID
    public var title: String
    public var isCompleted: Bool
    public var dueDate: Date?

    public init(id: ID, title: String, isCompleted: Bool = false, dueDate: Date? = nil) {
        self.id = id
        self.title = title
        self.isCompleted = isCompleted
        self.dueDate = dueDate
    }

    /// An open todo whose due date has passed.
    public func isOverdue(at now: Date) -> Bool {
        guard let dueDate, !isCompleted else { return false }
        return dueDate < now
    }
}
