// Quiet: swiftlint directives and prose about archlint are not archlint directives.
import SwiftUI

// swiftlint:disable:next type_name
struct ProfileView: View {
    // The team agreed: archlint:disable is for justified exceptions only.
    let name: String
    var body: some View { Text(name) }
}
