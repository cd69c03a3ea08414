import Foundation
import Observation

@MainActor
@Observable
final class PokemonDetailViewModel {
    enum Phase: Equatable {
        case loading
        case loaded(PokemonDetailState)
        case failed(message: String)
    }

    private(set) var phase: Phase = .loading
    let title: String

    private let pokemonID: Int
    private let fetchDetail: FetchPokemonDetailUseCase

    init(pokemonID: Int, title: String, fetchDetail: FetchPokemonDetailUseCase) {
        self.pokemonID = pokemonID
        self.title = title
        self.fetchDetail = fetchDetail
    }

    func load() async {
        if case .loaded = phase { return }
        phase = .loading
        do {
            let pokemon = try await fetchDetail.execute(id: pokemonID)
            phase = .loaded(PokemonDetailState(pokemon: pokemon))
        } catch is CancellationError {
            // The screen went away before the answer came back: nothing to show.
        } catch {
            phase = .failed(message: "Couldn't load \(title). \(error.localizedDescription)")
        }
    }

    func retry() async {
        phase = .loading
        await load()
    }
}

#if DEBUG
extension PokemonDetailViewModel {
    static func preview(_ pokemon: Pokemon = .pikachu) -> PokemonDetailViewModel {
        PokemonDetailViewModel(
            pokemonID: pokemon.id,
            title: pokemon.name.capitalized,
            fetchDetail: StubDetail(pokemon: pokemon)
        )
    }
}

extension Pokemon {
    static let pikachu = Pokemon(
        id: 25,
        name: "pikachu",
        types: [.electric],
        stats: [
            PokemonStat(kind: .hp, baseValue: 35),
            PokemonStat(kind: .attack, baseValue: 55),
            PokemonStat(kind: .defense, baseValue: 40),
            PokemonStat(kind: .specialAttack, baseValue: 50),
            PokemonStat(kind: .specialDefense, baseValue: 50),
            PokemonStat(kind: .speed, baseValue: 90),
        ],
        heightInMeters: 0.4,
        weightInKilograms: 6,
        artworkURL: nil
    )
}

private struct StubDetail: FetchPokemonDetailUseCase {
    let pokemon: Pokemon

    func execute(id: Int) async throws -> Pokemon {
        try await Task.sleep(for: .milliseconds(300))
        return pokemon
    }
}
#endif
