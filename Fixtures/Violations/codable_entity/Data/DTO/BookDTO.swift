// Quiet: Codable DTOs in Data, and an extension adding a non-Codable conformance to one.
import Foundation

/// One `docs` entry of https://openlibrary.org/search.json
struct BookDTO: Codable {
    let key: String
    let title: String
    let authorKey: [String]?
    let subject: [String]?

    enum CodingKeys: String, CodingKey {
        case key, title, subject
        case authorKey = "author_key"
    }
}

struct BookSearchDTO: Decodable {
    let numFound: Int
    let docs: [BookDTO]
}

extension BookDTO: Identifiable {
    var id: String { key }
}
