// Quiet: a Domain entity.
import Foundation

struct Product: Identifiable, Equatable {
    let id: String
    let title: String
}
