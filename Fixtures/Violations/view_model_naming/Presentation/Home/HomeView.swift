// Quiet: the home screen is handed its own view model by the tab view, and creates the tips' view
// model for the section below it: the one it owns is not its own screen's.
import SwiftUI

struct HomeView: View {
    let viewModel: HomeViewModel
    @State private var tipsViewModel = TipsViewModel()

    var body: some View {
        VStack {
            Text(viewModel.greeting)
            ForEach(tipsViewModel.tips, id: \.self) { tip in
                Text(tip)
            }
        }
    }
}
