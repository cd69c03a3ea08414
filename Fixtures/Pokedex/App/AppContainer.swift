import Foundation
import SwiftUI

/// The composition root: the only place that knows the concrete type of every layer and
/// wires them together. Everything else receives protocols through its initializer.
final class AppContainer {
    private let logger: Logger

    private lazy var pokemonRepository: PokemonRepository = DefaultPokemonRepository(
        remote: PokeAPIRemoteDataSource(session: .shared, logger: logger)
    )
    private lazy var fetchPage: FetchPokemonPageUseCase = DefaultFetchPokemonPageUseCase(repository: pokemonRepository)
    private lazy var fetchDetail: FetchPokemonDetailUseCase = DefaultFetchPokemonDetailUseCase(repository: pokemonRepository)
    private let searchPokemon: SearchPokemonUseCase = DefaultSearchPokemonUseCase()

    init(logger: Logger = ConsoleLogger(minimumLevel: .info)) {
        self.logger = logger
    }

    @MainActor
    func makePokemonListView() -> PokemonListView<PokemonDetailView> {
        let viewModel = PokemonListViewModel(fetchPage: fetchPage, searchPokemon: searchPokemon)
        return PokemonListView(viewModel: viewModel) { row in
            self.makePokemonDetailView(for: row)
        }
    }

    @MainActor
    func makePokemonDetailView(for row: PokemonRowState) -> PokemonDetailView {
        PokemonDetailView(
            viewModel: PokemonDetailViewModel(pokemonID: row.id, title: row.name, fetchDetail: fetchDetail)
        )
    }
}
