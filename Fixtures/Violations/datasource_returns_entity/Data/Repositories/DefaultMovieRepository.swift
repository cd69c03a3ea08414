// Quiet: the repository returns entities; mapping is its job.
import Foundation

final class DefaultMovieRepository: MovieRepository {
    private let remote: MoviesRemoteDataSource
    private let imageBaseURL = URL(string: "https://image.tmdb.org/t/p/w500")!
    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter
    }()

    init(remote: MoviesRemoteDataSource) {
        self.remote = remote
    }

    func popular(page: Int) async throws -> [Movie] {
        try await remote.popular(page: page).items.map(map)
    }

    func movie(id: Movie.ID) async throws -> Movie {
        try await remote.movie(id: id)
    }

    func genres() async throws -> [Genre] {
        try await remote.genres().genres.map { Genre(id: $0.id, name: $0.name) }
    }

    private func map(_ dto: MovieDTO) -> Movie {
        Movie(id: dto.id,
              title: dto.title,
              overview: dto.overview ?? "",
              posterURL: dto.posterPath.map { imageBaseURL.appendingPathComponent($0) },
              releaseDate: dto.releaseDate.flatMap(dateFormatter.date(from:)),
              genreIDs: dto.genreIds)
    }
}
