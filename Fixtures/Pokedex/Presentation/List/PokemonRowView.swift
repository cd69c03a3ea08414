import SwiftUI
// import UIKit   (not needed: AsyncImage downloads the sprite, no UIImage cache here)

/// One row of the Pokédex list.
struct PokemonRowView: View {
    let row: PokemonRowState

    var body: some View {
        HStack(spacing: 12) {
            AsyncImage(url: row.spriteURL) { image in
                image
                    .resizable()
                    .interpolation(.none)
                    .scaledToFit()
            } placeholder: {
                Circle().fill(.quaternary)
            }
            .frame(width: 56, height: 56)

            VStack(alignment: .leading, spacing: 2) {
                Text(row.name)
                    .font(.headline)
                Text(row.number)
                    .font(.caption.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel("\(row.name), number \(row.id)")
    }
}

#if DEBUG
#Preview(traits: .sizeThatFitsLayout) {
    PokemonRowView(row: PokemonRowState(summary: PokemonSummary(id: 25, name: "pikachu", spriteURL: nil)))
        .padding()
}
#endif
