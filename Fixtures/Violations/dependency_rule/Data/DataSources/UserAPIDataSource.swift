// Quiet: a data source returning DTOs; its private nested `User` is a local helper, not the Domain entity.
import Foundation

enum UserAPIError: Error {
    case unauthorized
    case badStatus(Int)
}

final class UserAPIDataSource {
    /// Endpoints of the `/users` resource. The name shadows the Domain `User` inside this class only.
    private enum User {
        static let listURL = URL(string: "https://api.example.com/v1/users")!

        static func detailURL(id: String) -> URL {
            listURL.appendingPathComponent(id)
        }
    }

    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func fetchUsers() async throws -> [UserDTO] {
        let (data, response) = try await session.data(from: User.listURL)
        switch (response as? HTTPURLResponse)?.statusCode ?? -1 {
        case 200..<300:
            return try JSONDecoder().decode([UserDTO].self, from: data)
        case 401:
            throw UserAPIError.unauthorized
        case let status:
            throw UserAPIError.badStatus(status)
        }
    }

    func upload(_ dto: UserDTO) async throws {
        var request = URLRequest(url: User.detailURL(id: dto.id))
        request.httpMethod = "PUT"
        request.httpBody = try JSONEncoder().encode(dto)
        _ = try await session.data(for: request)
    }
}
