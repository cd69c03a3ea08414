import Foundation

public protocol TodoDBDataSource: Sendable {
    func loadAll() async throws -> [TodoDBEntity]
    func replaceAll(with entities: [TodoDBEntity]) async throws
    func upsert(_ entity: TodoDBEntity) async throws
    func delete(id: Int) async throws
}

/// A small JSON-file store: plenty for a few hundred todos, and no Core Data model to migrate.
public actor FileTodoDBDataSource: TodoDBDataSource {
    private let fileURL: URL
    private var cached: [TodoDBEntity]?

    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// `Application Support/todos.json`, created on first use.
    public static func defaultFileURL() throws -> URL {
        try FileManager.default
            .url(for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
            .appendingPathComponent("todos.json")
    }

    public func loadAll() throws -> [TodoDBEntity] {
        if let cached {
            return cached
        }
        guard FileManager.default.fileExists(atPath: fileURL.path) else {
            return []
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let entities = try decoder.decode([TodoDBEntity].self, from: Data(contentsOf: fileURL))
        cached = entities
        return entities
    }

    public func replaceAll(with entities: [TodoDBEntity]) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(entities).write(to: fileURL, options: .atomic)
        cached = entities
    }

    public func upsert(_ entity: TodoDBEntity) throws {
        var entities = try loadAll()
        if let index = entities.firstIndex(where: { $0.id == entity.id }) {
            entities[index] = entity
        } else {
            entities.append(entity)
        }
        try replaceAll(with: entities)
    }

    public func delete(id: Int) throws {
        try replaceAll(with: loadAll().filter { $0.id != id })
    }
}
