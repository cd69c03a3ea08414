// Demonstrates: Domain importing a UI framework to hand out colours; `import Foundation` stays quiet.
import Foundation
import SwiftUI // expect: dependency_rule

struct User: Identifiable, Equatable {
    enum Role: String, CaseIterable {
        case admin, member, guest

        /// Badge colour: a presentation concern that dragged SwiftUI into the Domain.
        var tint: Color {
            switch self {
            case .admin: .red
            case .member: .blue
            case .guest: .gray
            }
        }
    }

    let id: UUID
    let name: String
    let role: Role
}
