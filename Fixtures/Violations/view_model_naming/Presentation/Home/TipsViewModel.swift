// Quiet: used by the home screen.
import Foundation
import Observation

@Observable
final class TipsViewModel {
    var tips: [String] = []
}
