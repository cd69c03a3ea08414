// Quiet: a generic base protocol named UseCase alone, in Core, the shared toolbox, is no use case.
import Foundation

protocol UseCase {
    associatedtype Output
    func execute() async throws -> Output
}
