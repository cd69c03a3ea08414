// Quiet: the @main app at the top of the app target is the composition root.
import SwiftUI
import SwiftData

@main
struct WeatherSwiftUIApp: App {
    private let container = DIContainer(modelContainer: try! ModelContainer(for: ForecastRecord.self))

    var body: some Scene {
        WindowGroup {
            container.makeForecastView()
        }
    }
}
