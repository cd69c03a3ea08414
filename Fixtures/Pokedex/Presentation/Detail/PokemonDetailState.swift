import Foundation

/// Everything the detail screen renders, already formatted. Built from the `Pokemon` entity.
struct PokemonDetailState: Equatable {
    struct StatRow: Identifiable, Equatable {
        let id: String
        let value: Int
        /// 0...1, relative to the highest base stat in the games.
        let fraction: Double
    }

    let name: String
    let number: String
    let typeNames: [String]
    let artworkURL: URL?
    let height: String
    let weight: String
    let stats: [StatRow]
    let totalBaseStats: Int

    init(pokemon: Pokemon) {
        name = pokemon.name.capitalized
        number = "#" + String(format: "%03d", pokemon.id)
        typeNames = pokemon.types.map { $0.rawValue.capitalized }
        artworkURL = pokemon.artworkURL
        height = pokemon.heightInMeters.formatted(.number.precision(.fractionLength(1))) + " m"
        weight = pokemon.weightInKilograms.formatted(.number.precision(.fractionLength(1))) + " kg"
        stats = pokemon.stats.map { stat in
            StatRow(
                id: Self.label(for: stat.kind),
                value: stat.baseValue,
                fraction: min(1, Double(stat.baseValue) / Double(PokemonStat.maximumBaseValue))
            )
        }
        totalBaseStats = pokemon.totalBaseStats
    }

    private static func label(for kind: PokemonStat.Kind) -> String {
        switch kind {
        case .hp: "HP"
        case .attack: "Attack"
        case .defense: "Defense"
        case .specialAttack: "Sp. Atk"
        case .specialDefense: "Sp. Def"
        case .speed: "Speed"
        }
    }
}
