/// A few ASCII characters, tested with a shift rather than a hash (a `Set<UInt8>` literal is
/// built, and allocated, at every call).
struct ASCIISet: ExpressibleByArrayLiteral {
    private var bits: (low: UInt64, high: UInt64) = (0, 0)

    init(arrayLiteral characters: UInt8...) {
        for character in characters {
            precondition(character < 128, "ASCIISet holds ASCII characters only")
            if character < 64 { bits.low |= 1 << character } else { bits.high |= 1 << (character - 64) }
        }
    }

    func contains(_ byte: UInt8) -> Bool {
        byte < 64 ? bits.low & (1 << byte) != 0 : byte < 128 && bits.high & (1 << (byte - 64)) != 0
    }
}
