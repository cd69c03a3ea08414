// Quiet: Decodable helpers inside Data, including a private nested `Author` that shares the Domain entity's name.
import Foundation

final class OpenLibraryDataSource {
    /// The one field read from `/authors/{key}.json`.
    private struct Author: Decodable {
        let name: String
    }

    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func search(_ query: String) async throws -> [BookDTO] {
        var components = URLComponents(string: "https://openlibrary.org/search.json")!
        components.queryItems = [URLQueryItem(name: "q", value: query)]
        let (data, _) = try await session.data(from: components.url!)
        return try JSONDecoder().decode(BookSearchDTO.self, from: data).docs
    }

    func authorName(key: String) async throws -> String {
        let url = URL(string: "https://openlibrary.org/authors/\(key).json")!
        let (data, _) = try await session.data(from: url)
        return try JSONDecoder().decode(Author.self, from: data).name
    }
}
