import Foundation

/// One entry of the national Pokédex list.
struct PokemonSummary: Identifiable, Hashable, Sendable {
    let id: Int
    let name: String
    let spriteURL: URL?
}

/// A slice of the national Pokédex, as returned by `PokemonRepository.fetchPage`.
struct PokemonPage: Equatable, Sendable {
    let items: [PokemonSummary]
    let totalCount: Int
    /// Offset of the following page, or `nil` when this is the last one.
    let nextOffset: Int?

    var isLastPage: Bool { nextOffset == nil }
}
