// Quiet: the root creates the session and hands it to the environment (shared state, not its own
// screen's), and the tab view creates one view model per tab for the screens below it.
import SwiftUI

struct RootView: View {
    @StateObject private var session = SessionViewModel()

    var body: some View {
        MainTabView()
            .environmentObject(session)
    }
}

struct MainTabView: View {
    @State private var homeViewModel = HomeViewModel()
    @State private var searchViewModel = SearchViewModel()
    @EnvironmentObject private var session: SessionViewModel

    var body: some View {
        TabView {
            HomeView(viewModel: homeViewModel).tabItem { Text("Home") }
            Text(searchViewModel.query).tabItem { Text("Search") }
        }
    }
}
