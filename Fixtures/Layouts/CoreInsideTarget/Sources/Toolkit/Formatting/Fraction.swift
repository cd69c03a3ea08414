// Quiet: a plain type of the Toolkit target outside its Core/ folder: Core, like the whole target.
import Foundation

public struct Fraction: Equatable, Sendable {
    public let numerator: Int
    public let denominator: Int

    public init(_ numerator: Int, over denominator: Int) {
        self.numerator = numerator
        self.denominator = denominator
    }

    public var text: String { "\(numerator)/\(denominator)" }
}
