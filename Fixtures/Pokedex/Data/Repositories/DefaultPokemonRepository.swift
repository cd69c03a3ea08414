import Foundation

/// PokéAPI-backed repository. Detail responses never change, so they are kept in memory.
final class DefaultPokemonRepository: PokemonRepository {
    private let remote: PokemonRemoteDataSource
    private let mapper: PokemonMapper
    private let cache = DetailCache()

    init(remote: PokemonRemoteDataSource, mapper: PokemonMapper = PokemonMapper()) {
        self.remote = remote
        self.mapper = mapper
    }

    func fetchPage(offset: Int, limit: Int) async throws -> PokemonPage {
        let dto = try await remote.fetchPokemonList(offset: offset, limit: limit)
        return try mapper.map(dto, offset: offset)
    }

    func fetchPokemon(id: Int) async throws -> Pokemon {
        if let cached = await cache.pokemon(id: id) {
            return cached
        }
        let pokemon = try mapper.map(try await remote.fetchPokemon(id: id))
        await cache.store(pokemon)
        return pokemon
    }
}

private actor DetailCache {
    private var storage: [Int: Pokemon] = [:]

    func pokemon(id: Int) -> Pokemon? {
        storage[id]
    }

    func store(_ pokemon: Pokemon) {
        storage[pokemon.id] = pokemon
    }
}
