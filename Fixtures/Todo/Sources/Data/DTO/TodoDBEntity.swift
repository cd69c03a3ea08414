import Foundation

/// One record of the on-disk cache. Kept apart from `TodoAPIEntity` so that the cache
/// format can evolve without touching the API contract.
public struct TodoDBEntity: Codable, Equatable, Sendable {
    public var id: Int
    public var title: String
    public var isCompleted: Bool
    public var dueDate: Date?
    public var updatedAt: Date
}
