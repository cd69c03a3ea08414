import Foundation

/// A Pokémon as the app reasons about it.
///
/// Pure Swift on purpose: no `import UIKit`, no `Codable`. The JSON shape of
/// `/api/v2/pokemon/{id}` lives in `PokemonDetailDTO` (Data layer) and `PokemonMapper`
/// turns one into the other, so this type never sees a decoder.
struct Pokemon: Identifiable, Hashable, Sendable {
    let id: Int
    let name: String
    /// Ordered by slot: the first one is the primary type.
    let types: [PokemonType]
    let stats: [PokemonStat]
    let heightInMeters: Double
    let weightInKilograms: Double
    let artworkURL: URL?

    var primaryType: PokemonType? { types.first }

    var totalBaseStats: Int {
        stats.reduce(0) { $0 + $1.baseValue }
    }

    /// Body-mass index in kg/m², or `nil` for a Pokémon without a height.
    var bodyMassIndex: Double? {
        guard heightInMeters > 0 else { return nil }
        return weightInKilograms / (heightInMeters * heightInMeters)
    }
}

struct PokemonStat: Hashable, Sendable {
    enum Kind: Int, CaseIterable, Comparable, Sendable {
        case hp, attack, defense, specialAttack, specialDefense, speed

        static func < (lhs: Kind, rhs: Kind) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }

    /// The highest base stat any Pokémon has (Blissey's HP).
    static let maximumBaseValue = 255

    let kind: Kind
    let baseValue: Int
}

/*
import SwiftUI
   Not in Domain: a colour per type is a presentation concern, see PokemonRowView.
 */
enum PokemonType: String, CaseIterable, Sendable {
    case normal, fire, water, electric, grass, ice
    case fighting, poison, ground, flying, psychic, bug
    case rock, ghost, dragon, dark, steel, fairy
}
