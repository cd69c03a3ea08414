// Quiet: a view model that reaches the Domain through the interactor's protocol.
import Foundation
import Observation

@MainActor
@Observable
final class ForecastViewModel {
    private(set) var state: Loadable<[Forecast]> = .idle
    private let interactor: ForecastInteractor

    init(interactor: ForecastInteractor) {
        self.interactor = interactor
    }

    func load(city: String) async {
        state = .loading
        do {
            state = .loaded(try await interactor.week(for: city, from: .now))
        } catch {
            state = .failed(error.localizedDescription)
        }
    }
}
