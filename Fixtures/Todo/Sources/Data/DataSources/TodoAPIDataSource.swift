import Foundation
import Core

public protocol TodoAPIDataSource: Sendable {
    func fetchTodos(userID: Int) async throws -> [TodoAPIEntity]
    func create(_ request: CreateTodoRequest) async throws -> TodoAPIEntity
    func update(_ entity: TodoAPIEntity) async throws -> TodoAPIEntity
    func delete(id: Int) async throws
}

public enum TodoAPIError: Error, Equatable {
    case invalidURL(String)
    case httpStatus(Int)
}

public final class URLSessionTodoAPIDataSource: TodoAPIDataSource {
    private let baseURL: URL
    private let session: URLSession
    private let logger: Logger

    public init(baseURL: URL, session: URLSession = .shared, logger: Logger) {
        self.baseURL = baseURL
        self.session = session
        self.logger = logger
    }

    public func fetchTodos(userID: Int) async throws -> [TodoAPIEntity] {
        try await send(makeRequest("todos", query: [URLQueryItem(name: "userId", value: String(userID))]))
    }

    public func create(_ request: CreateTodoRequest) async throws -> TodoAPIEntity {
        try await send(makeRequest("todos", method: "POST", body: request))
    }

    public func update(_ entity: TodoAPIEntity) async throws -> TodoAPIEntity {
        try await send(makeRequest("todos/\(entity.id)", method: "PUT", body: entity))
    }

    public func delete(id: Int) async throws {
        let _: EmptyBody = try await send(makeRequest("todos/\(id)", method: "DELETE"))
    }

    // MARK: - Plumbing

    private struct EmptyBody: Decodable {}

    private func makeRequest(_ path: String, method: String = "GET", query: [URLQueryItem] = []) throws -> URLRequest {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        components?.queryItems = query.isEmpty ? nil : query
        guard let url = components?.url else {
            throw TodoAPIError.invalidURL(path)
        }
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return request
    }

    private func makeRequest<Body: Encodable>(_ path: String, method: String, body: Body) throws -> URLRequest {
        var request = try makeRequest(path, method: method)
        request.httpBody = try JSONEncoder().encode(body)
        request.setValue("application/json; charset=utf-8", forHTTPHeaderField: "Content-Type")
        return request
    }

    private func send<Payload: Decodable>(_ request: URLRequest) async throws -> Payload {
        let (data, response) = try await session.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? -1
        guard (200..<300).contains(status) else {
            logger.log("\(request.httpMethod ?? "GET") \(request.url?.path ?? "?") failed with HTTP \(status)")
            throw TodoAPIError.httpStatus(status)
        }
        return try JSONDecoder().decode(Payload.self, from: data)
    }
}
