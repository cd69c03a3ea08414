extension String {
    /// `body` over the string's UTF-8 bytes in one piece of memory: a loop over `utf8` costs some
    /// thirty instructions a byte, one over the buffer two. Native strings are contiguous; any
    /// other is copied first.
    @inline(__always)
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(utf8).withUnsafeBufferPointer(body)
    }

    /// The offset of the first `byte` in the UTF-8 bytes, if any.
    package func firstOffset(of byte: UInt8) -> Int? {
        withUTF8Bytes { $0.firstIndex(of: byte) }
    }

    /// The last non-empty part between `separator` bytes, as `split(separator:).last` gives it,
    /// found from the end on the UTF-8 bytes: splitting a path or a dotted name by `Character`
    /// for its last part cost a tenth of a run's instructions. Nil when every part is empty.
    package func lastPart(separatedBy separator: UInt8) -> Substring? {
        precondition(separator < 128, "an ASCII separator keeps the offsets on character boundaries")
        let range = withUTF8Bytes { bytes -> Range<Int>? in
            var end = bytes.count
            while end > 0, bytes[end - 1] == separator { end -= 1 }
            guard end > 0 else { return nil }
            var start = end
            while start > 0, bytes[start - 1] != separator { start -= 1 }
            return start..<end
        }
        return range.map { self[utf8Index($0.lowerBound)..<utf8Index($0.upperBound)] }
    }

    /// The UTF-8 bytes end with `suffix`'s: `hasSuffix` compares `Character`s, from the end, at
    /// some seven thousand instructions for a file name.
    package func hasByteSuffix(_ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        return withUTF8Bytes { bytes in
            bytes.count >= count && (0..<count).allSatisfy { bytes[bytes.count - count + $0] == suffix.utf8Start[$0] }
        }
    }

    /// The index of the UTF-8 byte at `offset`.
    package func utf8Index(_ offset: Int) -> Index { utf8.index(utf8.startIndex, offsetBy: offset) }
}

extension Array {
    /// The elements in an array of exactly their count: what a file keeps for the whole run is
    /// trimmed of the room its growth left (a third more, on average, for the references).
    /// An array of megabytes is kept as it is: its unused room was never written, so the system
    /// never gave it pages, and a copy would only double the peak (on a 16 MiB file of
    /// references, 160 MB more).
    func trimmed() -> [Element] {
        guard capacity > count, capacity * MemoryLayout<Element>.stride < 4 << 20 else { return self }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            _ = buffer.initialize(from: self)
            initialized = count
        }
    }
}
