import Foundation

/// `{"name": "bulbasaur", "url": "https://pokeapi.co/api/v2/pokemon/1/"}`
struct NamedAPIResourceDTO: Codable, Hashable {
    let name: String
    let url: String
}

/// Body of `GET /api/v2/pokemon?offset=…&limit=…`.
struct PokemonPageDTO: Codable {
    let count: Int
    let next: String?
    let previous: String?
    let results: [NamedAPIResourceDTO]
}
