/// Interns the identifiers of one file by their bytes: each distinct name gets a small integer,
/// and a `String` is made once per distinct name rather than once per token.
package struct NameTable {
    private var slots: [Int32]
    private var mask: Int
    private(set) var starts: [Int32] = []
    private(set) var ends: [Int32] = []
    private var hashes: [UInt32] = []

    init() {
        slots = Array(repeating: -1, count: 256)
        mask = 255
    }

    var count: Int { starts.count }

    /// FNV-1a over a name's bytes: the hash of every table of names by their bytes.
    @inlinable package static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for offset in start..<end { hash = (hash ^ UInt32(bytes[offset])) &* 16_777_619 }
        return hash
    }

    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int32 {
        let hash = NameTable.hash(bytes, start, end)
        var slot = Int(hash) & mask
        while true {
            let id = slots[slot]
            if id < 0 { break }
            if hashes[Int(id)] == hash, sameBytes(bytes, Int(starts[Int(id)]), Int(ends[Int(id)]), start, end) {
                return id
            }
            slot = (slot + 1) & mask
        }
        let id = Int32(starts.count)
        starts.append(Int32(start))
        ends.append(Int32(end))
        hashes.append(hash)
        slots[slot] = id
        if starts.count * 2 > slots.count { grow() }
        return id
    }

    func strings(in bytes: [UInt8]) -> [String] {
        (0..<starts.count).map { String(decoding: bytes[Int(starts[$0])..<Int(ends[$0])], as: UTF8.self) }
    }

    private func sameBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ aStart: Int, _ aEnd: Int, _ bStart: Int, _ bEnd: Int) -> Bool {
        guard aEnd - aStart == bEnd - bStart else { return false }
        var offset = 0
        while offset < aEnd - aStart {
            if bytes[aStart + offset] != bytes[bStart + offset] { return false }
            offset += 1
        }
        return true
    }

    private mutating func grow() {
        let capacity = slots.count * 2
        slots = Array(repeating: -1, count: capacity)
        mask = capacity - 1
        for id in 0..<hashes.count {
            var slot = Int(hashes[id]) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(id)
        }
    }
}
