// Demonstrates: data sources that return Domain entities (in a protocol, its implementation, a publisher, a dictionary); DTO, generic and parameter uses stay quiet.
import Combine
import Foundation

protocol MoviesRemoteDataSource {
    func popular(page: Int) async throws -> Page<MovieDTO>
    func movie(id: Movie.ID) async throws -> Movie // expect: datasource_returns_entity
    func genres() async throws -> GenreListDTO
}

final class TMDBMoviesDataSource: MoviesRemoteDataSource {
    private let baseURL = URL(string: "https://api.themoviedb.org/3/")!
    private let session: URLSession
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()

    init(session: URLSession = .shared) {
        self.session = session
    }

    func popular(page: Int) async throws -> Page<MovieDTO> {
        let dto: MoviePageDTO = try await get("movie/popular?page=\(page)")
        return Page(items: dto.results, number: dto.page, totalPages: dto.totalPages)
    }

    /// Maps on its own, so the repository above it has nothing left to do.
    func movie(id: Movie.ID) async throws -> Movie { // expect: datasource_returns_entity
        let dto: MovieDTO = try await get("movie/\(id)")
        return Movie(id: dto.id, title: dto.title, overview: dto.overview ?? "",
                     posterURL: nil, releaseDate: nil, genreIDs: dto.genreIds)
    }

    func genres() async throws -> GenreListDTO {
        try await get("genre/movie/list")
    }

    func trending() -> AnyPublisher<[Movie], Error> { // expect: datasource_returns_entity
        session.dataTaskPublisher(for: baseURL.appendingPathComponent("trending/movie/week"))
            .map(\.data)
            .decode(type: MoviePageDTO.self, decoder: decoder)
            .map { page in page.results.map { Movie(id: $0.id, title: $0.title, overview: "", posterURL: nil, releaseDate: nil, genreIDs: []) } }
            .eraseToAnyPublisher()
    }

    func genresByID() async throws -> [Genre.ID: Genre] { // expect: datasource_returns_entity
        let list = try await genres()
        return Dictionary(uniqueKeysWithValues: list.genres.map { ($0.id, Genre(id: $0.id, name: $0.name)) })
    }

    private func get<Response: Decodable>(_ path: String) async throws -> Response {
        let (data, _) = try await session.data(from: URL(string: path, relativeTo: baseURL)!)
        return try decoder.decode(Response.self, from: data)
    }
}
