// Demonstrates: the app target's Domain/ folder is Domain, and DesignSystemUI a Presentation module by its name.
import Foundation
import DesignSystemUI // expect: dependency_rule

struct Recipe: Identifiable, Equatable {
    var id: String { title }
    let title: String
    let durationSeconds: Int
}
