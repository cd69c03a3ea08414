// ArchlintKit, the library, is the command line over the pipeline's stages, one module each:
// `import ArchlintKit` gives a test target the public API of them all (docs/library.md).
@_exported import ArchlintScan
@_exported import ArchlintModel
@_exported import ArchlintRules
@_exported import ArchlintReport
@_exported import ArchlintEngine
