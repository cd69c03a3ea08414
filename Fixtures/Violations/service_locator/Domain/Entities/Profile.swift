// Quiet: an entity.
import Foundation

struct Profile: Equatable {
    let name: String
}
