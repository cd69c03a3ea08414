import Foundation

/// Raw access to PokéAPI. It returns wire models; turning them into entities is the
/// repository's job.
protocol PokemonRemoteDataSource: Sendable {
    func fetchPokemonList(offset: Int, limit: Int) async throws -> PokemonPageDTO
    func fetchPokemon(id: Int) async throws -> PokemonDetailDTO
}

enum RemoteDataSourceError: Error, Equatable {
    case invalidURL(String)
    case notFound(String)
    case httpStatus(Int)
}

final class PokeAPIRemoteDataSource: PokemonRemoteDataSource {
    private let session: URLSession
    private let baseURL: URL
    private let logger: Logger

    init(
        session: URLSession = .shared,
        baseURL: URL = URL(string: "https://pokeapi.co/api/v2/")!,
        logger: Logger
    ) {
        self.session = session
        self.baseURL = baseURL
        self.logger = logger
    }

    func fetchPokemonList(offset: Int, limit: Int) async throws -> PokemonPageDTO {
        try await get("pokemon", query: ["offset": String(offset), "limit": String(limit)])
    }

    func fetchPokemon(id: Int) async throws -> PokemonDetailDTO {
        try await get("pokemon/\(id)")
    }

    private func get<Payload: Decodable>(_ path: String, query: [String: String] = [:]) async throws -> Payload {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        if !query.isEmpty {
            components?.queryItems = query
                .sorted { $0.key < $1.key }
                .map { URLQueryItem(name: $0.key, value: $0.value) }
        }
        guard let url = components?.url else { throw RemoteDataSourceError.invalidURL(path) }

        logger.debug("GET \(url.absoluteString)")
        let (data, response) = try await session.data(from: url)
        let status = (response as? HTTPURLResponse)?.statusCode ?? -1
        switch status {
        case 200..<300:
            break
        case 404:
            throw RemoteDataSourceError.notFound(path)
        default:
            throw RemoteDataSourceError.httpStatus(status)
        }

        do {
            return try JSONDecoder().decode(Payload.self, from: data)
        } catch {
            logger.error("Could not decode \(Payload.self) from \(url.path): \(error)")
            throw error
        }
    }
}
