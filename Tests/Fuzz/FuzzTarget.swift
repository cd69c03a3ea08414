// libFuzzer entry point, compiled together with ArchlintKit's sources by ./run (one module, no
// import): every input goes through SelfCheck, the whole pipeline with its invariants checked.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    SelfCheck.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
