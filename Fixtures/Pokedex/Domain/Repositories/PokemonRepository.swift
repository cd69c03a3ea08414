import Foundation

/// What the domain needs from storage. Whether the answer comes from PokéAPI, a cache or a
/// fixture file is the Data layer's business.
protocol PokemonRepository: Sendable {
    func fetchPage(offset: Int, limit: Int) async throws -> PokemonPage
    func fetchPokemon(id: Int) async throws -> Pokemon
}
