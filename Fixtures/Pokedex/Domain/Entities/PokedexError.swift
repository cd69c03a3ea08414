import Foundation

/// Business-rule failures. Transport and decoding errors stay in the Data layer.
enum PokedexError: Error, Equatable {
    case invalidPage(Int)
    case invalidPokemonID(Int)
}
