// Quiet: an entity.
import Foundation

struct Note: Equatable, Identifiable {
    let id: UUID
    let text: String
}
