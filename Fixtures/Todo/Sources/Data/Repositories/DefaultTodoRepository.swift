import Foundation
import Core
import Domain

/// Cache, then network: reads are answered from the on-disk store when it has data; the API
/// fills the store on first launch and on pull-to-refresh, and the store is the fallback
/// when the API cannot be reached. Writes go to the API first, then to the store.
public final class DefaultTodoRepository: TodoRepository {
    private let api: TodoAPIDataSource
    private let db: TodoDBDataSource
    private let userID: Int
    private let dateProvider: DateProvider
    private let logger: Logger

    public init(
        api: TodoAPIDataSource,
        db: TodoDBDataSource,
        userID: Int,
        dateProvider: DateProvider = SystemDateProvider(),
        logger: Logger
    ) {
        self.api = api
        self.db = db
        self.userID = userID
        self.dateProvider = dateProvider
        self.logger = logger
    }

    public func todos(forceRefresh: Bool) async throws -> [Todo] {
        if !forceRefresh {
            let cached = try await db.loadAll()
            if !cached.isEmpty {
                return try cached.map { try TodoMapper.toDomain($0) }
            }
        }

        do {
            let remote = try await api.fetchTodos(userID: userID).map { try TodoMapper.toDomain($0) }
            let now = dateProvider.now()
            try await db.replaceAll(with: remote.map { TodoMapper.toDBEntity($0, updatedAt: now) })
            return remote
        } catch {
            let cached = try await db.loadAll()
            guard !cached.isEmpty else { throw error }
            logger.log("Refresh failed (\(error)); showing \(cached.count) cached todos")
            return try cached.map { try TodoMapper.toDomain($0) }
        }
    }

    public func add(title: String, dueDate: Date?) async throws -> Todo {
        let request = TodoMapper.toCreateRequest(title: title, dueDate: dueDate, userID: userID)
        let todo = try TodoMapper.toDomain(try await api.create(request))
        try await db.upsert(TodoMapper.toDBEntity(todo, updatedAt: dateProvider.now()))
        return todo
    }

    public func update(_ todo: Todo) async throws -> Todo {
        let saved = try TodoMapper.toDomain(try await api.update(TodoMapper.toAPIEntity(todo, userID: userID)))
        try await db.upsert(TodoMapper.toDBEntity(saved, updatedAt: dateProvider.now()))
        return saved
    }

    public func delete(id: Todo.ID) async throws {
        try await api.delete(id: id)
        try await db.delete(id: id)
    }
}
