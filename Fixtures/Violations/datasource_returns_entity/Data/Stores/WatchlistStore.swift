// Demonstrates: a store of any name that reads files is a data source, and so is the protocol of Data it implements: both hand out entities.
import Foundation

protocol WatchlistStore {
    func watchlist() -> [Movie] // expect: datasource_returns_entity
    func save(_ movies: [Movie]) throws
}

struct FileWatchlistStore: WatchlistStore {
    let fileURL: URL

    func watchlist() -> [Movie] { // expect: datasource_returns_entity
        guard FileManager.default.fileExists(atPath: fileURL.path),
              let data = try? Data(contentsOf: fileURL),
              let rows = try? JSONDecoder().decode([WatchlistRow].self, from: data) else { return [] }
        return rows.map { Movie(id: $0.id, title: $0.title, overview: "", posterURL: nil, releaseDate: nil, genreIDs: []) }
    }

    func save(_ movies: [Movie]) throws {
        let rows = movies.map { WatchlistRow(id: $0.id, title: $0.title) }
        try JSONEncoder().encode(rows).write(to: fileURL, options: .atomic)
    }
}

struct WatchlistRow: Codable {
    let id: Int
    let title: String
}
