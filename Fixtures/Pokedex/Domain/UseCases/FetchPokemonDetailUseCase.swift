import Foundation

protocol FetchPokemonDetailUseCase: Sendable {
    func execute(id: Int) async throws -> Pokemon
}

struct DefaultFetchPokemonDetailUseCase: FetchPokemonDetailUseCase {
    private let repository: PokemonRepository

    init(repository: PokemonRepository) {
        self.repository = repository
    }

    /// Validates the number, then returns the Pokémon with its stats in the canonical
    /// order (HP, Attack, Defense, Sp. Atk, Sp. Def, Speed), whatever order the source used.
    func execute(id: Int) async throws -> Pokemon {
        guard id > 0 else { throw PokedexError.invalidPokemonID(id) }

        let pokemon = try await repository.fetchPokemon(id: id)
        return Pokemon(
            id: pokemon.id,
            name: pokemon.name,
            types: pokemon.types,
            stats: pokemon.stats.sorted { $0.kind < $1.kind },
            heightInMeters: pokemon.heightInMeters,
            weightInKilograms: pokemon.weightInKilograms,
            artworkURL: pokemon.artworkURL
        )
    }
}
