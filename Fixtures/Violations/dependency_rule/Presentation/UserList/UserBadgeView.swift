// Quiet: the badge renders what its view model, handed in by the list, says.
import SwiftUI

struct UserBadgeView: View {
    let user: User
    let viewModel: UserBadgeViewModel

    var body: some View {
        Text(viewModel.badge(for: user))
    }
}
