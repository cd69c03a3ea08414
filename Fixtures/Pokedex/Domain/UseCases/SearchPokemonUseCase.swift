import Foundation

protocol SearchPokemonUseCase: Sendable {
    /// Filters already-loaded entries by name or by Pokédex number ("25", "#025").
    func execute(query: String, in pokemon: [PokemonSummary]) -> [PokemonSummary]
}

struct DefaultSearchPokemonUseCase: SearchPokemonUseCase {
    func execute(query: String, in pokemon: [PokemonSummary]) -> [PokemonSummary] {
        let needle = query.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard !needle.isEmpty else { return pokemon }

        if let match = needle.wholeMatch(of: #/#?0*(\d{1,4})/#), let number = Int(match.1) {
            return pokemon.filter { $0.id == number }
        }

        // Prefix matches first ("pi" lists Pichu and Pikachu before Spinda), then by number.
        return pokemon
            .filter { $0.name.localizedCaseInsensitiveContains(needle) }
            .sorted { lhs, rhs in
                let lhsIsPrefix = lhs.name.hasPrefix(needle)
                let rhsIsPrefix = rhs.name.hasPrefix(needle)
                return lhsIsPrefix == rhsIsPrefix ? lhs.id < rhs.id : lhsIsPrefix
            }
    }
}
