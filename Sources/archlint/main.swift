import ArchlintKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// archlint's command line; everything it does is `CLI.main` in ArchlintKit.
// SIGPIPE is ignored so that a reader that goes away early (`archlint | head`) ends only the
// output, and the run still exits with its own status.
signal(SIGPIPE, SIG_IGN)
exit(CLI.main())
