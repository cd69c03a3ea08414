// Demonstrates: UI code in the Domain (a SwiftUI color per condition), said by the one finding at the SwiftUI import it needs.
import SwiftUI // expect: dependency_rule

extension WeatherCondition {
    var tint: Color {
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
