import Domain

extension TodoFilter {
    /// Label of the filter picker segment.
    var title: String {
        switch self {
        case .all: "All"
        case .active: "Open"
        case .completed: "Done"
        }
    }
}
