import Foundation

protocol FetchPokemonPageUseCase: Sendable {
    /// Loads page `page` (zero-based) of the national Pokédex, ordered by number.
    func execute(page: Int) async throws -> PokemonPage
}

struct DefaultFetchPokemonPageUseCase: FetchPokemonPageUseCase {
    /// Species in the national Pokédex. PokéAPI lists alternate forms (ids 10001+) after them.
    static let nationalDexSize = 1025

    private let repository: PokemonRepository
    private let pageSize: Int

    init(repository: PokemonRepository, pageSize: Int = 20) {
        self.repository = repository
        self.pageSize = max(1, pageSize)
    }

    func execute(page: Int) async throws -> PokemonPage {
        guard page >= 0 else { throw PokedexError.invalidPage(page) }

        let fetched = try await repository.fetchPage(offset: page * pageSize, limit: pageSize)
        let species = fetched.items
            .filter { $0.id <= Self.nationalDexSize }
            .uniqued(by: \.id)
            .sorted { $0.id < $1.id }

        // Stop paging once we reach the alternate forms, even if the source has more.
        let nextOffset = fetched.nextOffset.flatMap { $0 < Self.nationalDexSize ? $0 : nil }
        return PokemonPage(
            items: species,
            totalCount: min(fetched.totalCount, Self.nationalDexSize),
            nextOffset: nextOffset
        )
    }
}
