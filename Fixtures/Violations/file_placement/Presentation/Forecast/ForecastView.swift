// Quiet: views, colors and images in Presentation.
import SwiftUI

struct ForecastView: View {
    @State var viewModel: ForecastViewModel

    var body: some View {
        NavigationStack {
            List(viewModel.forecasts, id: \.date) { forecast in
                HStack {
                    Image(systemName: "sun.max")
                        .foregroundStyle(Color.orange)
                    Text(forecast.date, style: .date)
                    Spacer()
                    Text("\(Int(forecast.lowCelsius))° / \(Int(forecast.highCelsius))°")
                        .font(.body.monospacedDigit())
                }
            }
            .navigationTitle(viewModel.city)
            .task { await viewModel.load() }
        }
    }
}
