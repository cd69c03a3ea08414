// Quiet: a subview that is handed a view model by its parent does not own it, whatever its name.
import SwiftUI

struct ProfileHeaderView: View {
    @ObservedObject var viewModel: ProfileViewModel

    var body: some View {
        Text(viewModel.displayName)
    }
}
