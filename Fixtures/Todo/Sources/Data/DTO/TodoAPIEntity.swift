import Foundation

/// A todo as https://jsonplaceholder.typicode.com/todos sends it.
public struct TodoAPIEntity: Codable, Equatable, Sendable {
    public let id: Int
    public let userId: Int
    public let title: String
    public let completed: Bool
    /// "2024-05-31"; our own backend adds it, jsonplaceholder leaves it out.
    public let dueOn: String?

    enum CodingKeys: String, CodingKey {
        case id, userId, title, completed
        case dueOn = "due_on"
    }
}

/// Body of `POST /todos`.
public struct CreateTodoRequest: Encodable, Equatable, Sendable {
    public let userId: Int
    public let title: String
    public let completed: Bool
    public let dueOn: String?

    enum CodingKeys: String, CodingKey {
        case userId, title, completed
        case dueOn = "due_on"
    }
}
