import SwiftUI

/// The paged Pokédex list. It talks to its view model only: the detail screen is built by
/// whoever creates this view (the composition root), so this file never names a use case.
struct PokemonListView<Detail: View>: View {
    @State private var viewModel: PokemonListViewModel
    private let detail: (PokemonRowState) -> Detail

    init(viewModel: PokemonListViewModel, @ViewBuilder detail: @escaping (PokemonRowState) -> Detail) {
        _viewModel = State(initialValue: viewModel)
        self.detail = detail
    }

    var body: some View {
        NavigationStack {
            content
                .navigationTitle("Pokédex")
                .navigationDestination(for: PokemonRowState.self) { row in
                    detail(row)
                }
                .searchable(text: $viewModel.searchText, prompt: "Name or number, e.g. #025")
                .refreshable { await viewModel.refresh() }
        }
        .task { await viewModel.loadFirstPageIfNeeded() }
    }

    @ViewBuilder
    private var content: some View {
        switch viewModel.phase {
        case .idle, .loading:
            ProgressView("Catching them all…")
        case .failed(let message):
            ContentUnavailableView {
                Label("No Pokédex", systemImage: "wifi.slash")
            } description: {
                Text(message)
            } actions: {
                Button("Try Again") {
                    Task { await viewModel.refresh() }
                }
            }
        case .loaded:
            list
        }
    }

    private var list: some View {
        List {
            ForEach(viewModel.rows) { row in
                NavigationLink(value: row) {
                    PokemonRowView(row: row)
                }
                .task { await viewModel.loadMoreIfNeeded(currentRow: row) }
            }

            if viewModel.isLoadingNextPage {
                ProgressView()
                    .frame(maxWidth: .infinity)
            }
        }
        .overlay {
            if viewModel.rows.isEmpty && !viewModel.searchText.isEmpty {
                ContentUnavailableView(
                    "No Results",
                    systemImage: "magnifyingglass",
                    description: Text(#"Nothing in the loaded pages matches "\#(viewModel.searchText)"."#)
                )
            }
        }
    }
}

#if DEBUG
#Preview("Pokédex") {
    PokemonListView(viewModel: .preview()) { row in
        Text("Details of \(row.name)")
    }
}
#endif
