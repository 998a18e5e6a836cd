// The entry of every fuzz executable; each target's folder links this file and names its `target`.
import FuzzChecks
#if FUZZING
import CLibFuzzer
import Foundation
#endif

/// Built with `scripts/fuzz` (libFuzzer, `-DFUZZING`), fuzzes `target` with libFuzzer's command line; built
/// without, checks each file named on the command line.
@main enum Fuzz {
    static func main() {
        #if FUZZING
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
        #else
        target.replay(CommandLine.arguments.dropFirst())
        #endif
    }
}

#if FUZZING
/// One input for `target`. Under libFuzzer's usual name too: a debug build links libFuzzer's own `main`, which
/// needs it, though the `main` above is the one that runs.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    target.fuzz(UnsafeRawBufferPointer(start: bytes, count: count))
}
#endif
