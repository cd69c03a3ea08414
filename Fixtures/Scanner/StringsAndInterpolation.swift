import Foundation
import SwiftUI

/* A block comment /* with a nested one: struct FakeInComment {} */
   class StillComment: UIView {} */

struct ProfileView: View {
    let user: User
    @State private var query = ""

    var body: some View {
        VStack {
            Text("Hello, \(user.name)! struct NotAType {}")
            Text("Items: \(user.items.map { "\($0.title) (\(Formatter.shared.string($0.count)))" }.joined(separator: ", "))")
            Text("""
                Multi-line with "quotes", ""double"" and \(user.bio ?? "none")
                class NotAClass: Fake {}
                \"""
                """)
            Text(#"Raw \(notInterpolated) with "quotes" \#(user.handle)"#)
            Text(##"Raw "# still inside \#(nope) \##(user.id)"##)
        }
    }

    func title(for count: Int) -> String {
        "\(count) item\(count == 1 ? "" : "s") – \("nested \("deeper \(count)")")"
    }
}

extension ProfileView {
    static let placeholder = #"""
        {"name": "\(notCode)", "class": "Fake"}
        """#

    enum Tab: String, CaseIterable {
        case profile = "profile // not a comment"
        case settings = "/* not a comment either */"
    }
}

final class Formatter {
    static let shared = Formatter()
    func string(_ value: Int) -> String { "\(value)" }
}
