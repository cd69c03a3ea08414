// Demonstrates: UI code in the Domain (a SwiftUI color per condition); the import is dependency_rule's.
import SwiftUI // expect: dependency_rule

extension WeatherCondition {
    var tint: Color { // expect: file_placement
        switch self {
        case .clear: .yellow
        case .cloudy: .gray
        case .rain: .blue
        case .snow: .white
        case .thunderstorm: .purple
        }
    }

    var symbol: Image { Image(systemName: "cloud") }
}
