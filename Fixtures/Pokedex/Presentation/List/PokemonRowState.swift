import Foundation

/// What one list row shows, built from the `PokemonSummary` entity.
/// (Rows are never built from PokemonPageDTO: that type stays in the Data layer.)
struct PokemonRowState: Identifiable, Hashable {
    let id: Int
    let name: String
    let number: String
    let spriteURL: URL?

    init(summary: PokemonSummary) {
        id = summary.id
        name = summary.name.capitalized
        number = "#" + String(format: "%03d", summary.id)
        spriteURL = summary.spriteURL
    }
}
