// libFuzzer entry point, linked by ./run against the pipeline's stages (the modules Package.swift
// names, built with the sanitizers): every input goes through SelfCheck, the whole pipeline with
// its invariants checked.
import ArchlintEngine

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    SelfCheck.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
