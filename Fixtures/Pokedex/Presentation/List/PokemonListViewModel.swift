import Foundation
import Observation

@MainActor
@Observable
final class PokemonListViewModel {
    enum Phase: Equatable {
        case idle
        case loading
        case loaded
        case failed(message: String)
    }

    private(set) var phase: Phase = .idle
    private(set) var isLoadingNextPage = false
    var searchText = ""

    /// Loaded rows, narrowed down by `searchText`.
    var rows: [PokemonRowState] {
        searchPokemon.execute(query: searchText, in: loaded).map(PokemonRowState.init(summary:))
    }

    private var loaded: [PokemonSummary] = []
    private var nextPage = 0
    private var reachedEnd = false

    private let fetchPage: FetchPokemonPageUseCase
    private let searchPokemon: SearchPokemonUseCase

    init(fetchPage: FetchPokemonPageUseCase, searchPokemon: SearchPokemonUseCase) {
        self.fetchPage = fetchPage
        self.searchPokemon = searchPokemon
    }

    func loadFirstPageIfNeeded() async {
        guard phase == .idle else { return }
        phase = .loading
        await loadNextPage()
    }

    /// Called as rows appear: fetches the next page when the last loaded row shows up.
    func loadMoreIfNeeded(currentRow row: PokemonRowState) async {
        guard searchText.isEmpty, row.id == loaded.last?.id else { return }
        await loadNextPage()
    }

    func refresh() async {
        loaded = []
        nextPage = 0
        reachedEnd = false
        await loadNextPage()
    }

    private func loadNextPage() async {
        guard !reachedEnd, !isLoadingNextPage else { return }
        isLoadingNextPage = true
        defer { isLoadingNextPage = false }

        let result = await Result { try await fetchPage.execute(page: nextPage) }
        switch result {
        case .success(let page):
            loaded = (loaded + page.items).uniqued(by: \.id)
            nextPage += 1
            reachedEnd = page.isLastPage
            phase = .loaded
        case .failure(let error) where loaded.isEmpty:
            phase = .failed(message: "Couldn't load the Pokédex. \(error.localizedDescription)")
        case .failure:
            // Keep what is on screen; the next row that appears retries.
            break
        }
    }
}

#if DEBUG
extension PokemonListViewModel {
    /// A view model fed by canned data, for previews.
    static func preview() -> PokemonListViewModel {
        PokemonListViewModel(fetchPage: SamplePages(), searchPokemon: DefaultSearchPokemonUseCase())
    }
}

private struct SamplePages: FetchPokemonPageUseCase {
    private let names = ["bulbasaur", "ivysaur", "venusaur", "charmander", "charmeleon", "charizard"]

    func execute(page: Int) async throws -> PokemonPage {
        let range = (page * 3)..<min(page * 3 + 3, names.count)
        let items = range.map { PokemonSummary(id: $0 + 1, name: names[$0], spriteURL: nil) }
        return PokemonPage(items: items, totalCount: names.count, nextOffset: range.upperBound < names.count ? range.upperBound : nil)
    }
}
#endif
