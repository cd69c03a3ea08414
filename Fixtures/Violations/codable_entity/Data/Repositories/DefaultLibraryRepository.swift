// Demonstrates: Encodable bolted onto a Domain entity from the Data layer; the repository itself stays quiet.
import Foundation

extension Author: Encodable { // expect: codable_entity
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}

final class DefaultLibraryRepository: LibraryRepository {
    private let remote: OpenLibraryDataSource
    private let defaults: UserDefaults

    init(remote: OpenLibraryDataSource, defaults: UserDefaults = .standard) {
        self.remote = remote
        self.defaults = defaults
    }

    func books(matching query: String) async throws -> [Book] {
        try await remote.search(query).compactMap { dto in
            guard let genre = dto.subject?.lazy.compactMap({ Genre(rawValue: $0.lowercased()) }).first else {
                return nil
            }
            return Book(id: dto.key, title: dto.title, authorIDs: dto.authorKey ?? [], genre: genre)
        }
    }

    func save(_ review: Review) async throws {
        var reviews = try decoded([Review].self, forKey: "reviews") ?? []
        reviews.append(review)
        defaults.set(try JSONEncoder().encode(reviews), forKey: "reviews")
    }

    func readingList() throws -> ReadingList {
        try decoded(ReadingList.self, forKey: ReadingList.storageKey) ?? ReadingList(bookIDs: [])
    }

    func save(_ list: ReadingList) throws {
        defaults.set(try JSONEncoder().encode(list), forKey: ReadingList.storageKey)
    }

    private func decoded<Value: Decodable>(_ type: Value.Type, forKey key: String) throws -> Value? {
        guard let data = defaults.data(forKey: key) else { return nil }
        return try JSONDecoder().decode(type, from: data)
    }
}
