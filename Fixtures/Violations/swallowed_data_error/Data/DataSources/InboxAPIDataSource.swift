// Demonstrates: a data source that turns failures into nil and 0; errors it maps and throws stay quiet.
import Foundation
import OSLog

struct MessageDTO: Decodable {
    let id: String
    let from: String
    let subject: String
    let receivedAt: Date
    let read: Bool
}

struct SummaryDTO: Decodable {
    let unread: Int
    let flagged: Int
}

final class InboxAPIDataSource {
    private let session: URLSession
    private let baseURL = URL(string: "https://mail.example.com/api/")!
    private let logger = Logger(subsystem: "com.example.mail", category: "api")
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    init(session: URLSession = .shared) {
        self.session = session
    }

    func messages() async throws -> [MessageDTO] {
        do {
            let (data, _) = try await session.data(from: baseURL.appendingPathComponent("messages"))
            return try decoder.decode([MessageDTO].self, from: data)
        } catch let error as URLError where error.code == .notConnectedToInternet {
            throw InboxError.offline
        } catch {
            logger.error("messages failed: \(error.localizedDescription)")
            throw error
        }
    }

    func summary() async -> SummaryDTO? {
        do {
            let (data, _) = try await session.data(from: baseURL.appendingPathComponent("summary"))
            return try decoder.decode(SummaryDTO.self, from: data)
        } catch { // expect: swallowed_data_error
            logger.error("summary failed: \(error.localizedDescription)")
            return nil
        }
    }

    func unreadCount() async -> Int {
        (try? await count(path: "unread")) ?? 0 // expect: swallowed_data_error
    }

    func markAllRead() async throws {
        var request = URLRequest(url: baseURL.appendingPathComponent("messages/read-all"))
        request.httpMethod = "POST"
        _ = try await session.data(for: request)
    }

    private func count(path: String) async throws -> Int {
        let (data, _) = try await session.data(from: baseURL.appendingPathComponent("count/\(path)"))
        return try decoder.decode(Int.self, from: data)
    }
}
