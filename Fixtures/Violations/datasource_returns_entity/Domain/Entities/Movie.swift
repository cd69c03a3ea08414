// Quiet: the entities and the repository port of the Domain.
import Foundation

struct Movie: Identifiable, Equatable {
    let id: Int
    let title: String
    let overview: String
    let posterURL: URL?
    let releaseDate: Date?
    let genreIDs: [Genre.ID]
}

struct Genre: Identifiable, Hashable {
    let id: Int
    let name: String
}

protocol MovieRepository {
    func popular(page: Int) async throws -> [Movie]
    func movie(id: Movie.ID) async throws -> Movie
    func genres() async throws -> [Genre]
}
