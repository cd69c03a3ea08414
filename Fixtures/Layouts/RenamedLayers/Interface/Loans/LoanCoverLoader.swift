import Foundation

/// A screen's helper that downloads a cover itself: work of the Infrastructure layer.
final class LoanCoverLoader {
    func cover(at url: URL) async throws -> Data {
        try await URLSession.shared.data(from: url).0 // expect: file_placement
    }
}
