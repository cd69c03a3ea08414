import Foundation

public protocol TodoRepository: Sendable {
    /// All todos. Without `forceRefresh` the implementation may answer from a local cache.
    func todos(forceRefresh: Bool) async throws -> [Todo]
    func add(title: String, dueDate: Date?) async throws -> Todo
    func update(_ todo: Todo) async throws -> Todo
    func delete(id: Todo.ID) async throws
}
