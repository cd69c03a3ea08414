// Quiet: an entity in Interactors/ (Domain).
import Foundation

struct Forecast: Identifiable, Equatable {
    let id: UUID
    let city: String
    let day: Date
    let highCelsius: Double
    let lowCelsius: Double
}
