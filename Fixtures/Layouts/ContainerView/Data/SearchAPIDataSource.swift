// Quiet: a data source that returns DTOs.
import Foundation

struct ProductDTO: Decodable {
    let id: String
    let title: String
}

final class SearchAPIDataSource {
    private let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    func search(_ query: String) async throws -> [ProductDTO] {
        var components = URLComponents(string: "https://api.example.com/search")!
        components.queryItems = [URLQueryItem(name: "q", value: query)]
        let (data, _) = try await session.data(from: components.url!)
        return try JSONDecoder().decode([ProductDTO].self, from: data)
    }
}
