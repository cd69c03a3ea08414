// Quiet: a container in Core/ that wires Data, Domain and Presentation is the composition root by what it does.
import SwiftData

@MainActor
final class DIContainer {
    private let modelContainer: ModelContainer

    init(modelContainer: ModelContainer) {
        self.modelContainer = modelContainer
    }

    func makeForecastView() -> ForecastView {
        let repository = SwiftDataForecastRepository(context: modelContainer.mainContext)
        return ForecastView(viewModel: ForecastViewModel(interactor: RealForecastInteractor(repository: repository)))
    }
}
