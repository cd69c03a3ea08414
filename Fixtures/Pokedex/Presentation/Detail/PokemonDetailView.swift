import SwiftUI

struct PokemonDetailView: View {
    @State private var viewModel: PokemonDetailViewModel

    init(viewModel: PokemonDetailViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        Group {
            switch viewModel.phase {
            case .loading:
                ProgressView()
            case .loaded(let state):
                details(state)
            case .failed(let message):
                ContentUnavailableView {
                    Label("Unavailable", systemImage: "exclamationmark.triangle")
                } description: {
                    Text(message)
                } actions: {
                    Button("Retry") {
                        Task { await viewModel.retry() }
                    }
                }
            }
        }
        .navigationTitle(viewModel.title)
        .navigationBarTitleDisplayMode(.inline)
        .task { await viewModel.load() }
    }

    private func details(_ state: PokemonDetailState) -> some View {
        ScrollView {
            VStack(spacing: 24) {
                artwork(state.artworkURL)

                VStack(spacing: 8) {
                    Text(state.number)
                        .font(.title3.monospacedDigit())
                        .foregroundStyle(.secondary)
                    HStack {
                        ForEach(state.typeNames, id: \.self) { name in
                            Text(name)
                                .font(.caption.bold())
                                .padding(.horizontal, 10)
                                .padding(.vertical, 4)
                                .background(.thinMaterial, in: Capsule())
                        }
                    }
                }

                HStack(spacing: 32) {
                    LabeledContent("Height", value: state.height)
                    LabeledContent("Weight", value: state.weight)
                }

                Grid(alignment: .leading, verticalSpacing: 8) {
                    ForEach(state.stats) { stat in
                        GridRow {
                            Text(stat.id)
                                .foregroundStyle(.secondary)
                            Text("\(stat.value)")
                                .monospacedDigit()
                            ProgressView(value: stat.fraction)
                        }
                    }
                    GridRow {
                        Text("Total").bold()
                        Text("\(state.totalBaseStats)").monospacedDigit().bold()
                    }
                }

                Text(Self.attribution)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            .padding()
        }
    }

    private func artwork(_ url: URL?) -> some View {
        AsyncImage(url: url) { phase in
            switch phase {
            case .success(let image):
                image.resizable().scaledToFit()
            case .failure:
                Image(systemName: "questionmark.circle")
                    .font(.system(size: 64))
                    .foregroundStyle(.tertiary)
            default:
                ProgressView()
            }
        }
        .frame(height: 220)
    }

    private static let attribution = """
        Data from PokéAPI (pokeapi.co). Pokémon and Pokémon character names \
        are trademarks of Nintendo.
        Artwork © The Pokémon Company.
        """
}

#if DEBUG
// Built straight from the entity: the preview needs no PokemonDetailDTO and no network.
#Preview("Pikachu (no PokemonDetailDTO involved)") {
    NavigationStack {
        PokemonDetailView(viewModel: .preview())
    }
}
#endif
