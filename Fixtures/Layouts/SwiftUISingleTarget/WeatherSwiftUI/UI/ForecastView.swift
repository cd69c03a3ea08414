// Quiet: a SwiftUI view in UI/ (Presentation).
import SwiftUI

struct ForecastView: View {
    @State var viewModel: ForecastViewModel

    var body: some View {
        List(viewModel.state.value ?? []) { forecast in
            HStack {
                Text(forecast.day, format: .dateTime.weekday(.wide))
                Spacer()
                Text("\(Int(forecast.lowCelsius))° / \(Int(forecast.highCelsius))°")
            }
        }
        .task { await viewModel.load(city: "Lisbon") }
    }
}
