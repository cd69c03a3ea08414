// Quiet: a Domain entity in the app target's Domain/ folder.
import Foundation

struct Recipe: Identifiable, Equatable {
    var id: String { title }
    let title: String
    let durationSeconds: Int
}
