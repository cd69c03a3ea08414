// Quiet: a file of the unlayered Toolkit target outside its Core/ folder: in no layer.
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
