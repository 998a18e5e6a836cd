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
        exit(LLVMFuzzerRunDriver(&argc, &argv) { bytes, count in
            target.fuzz(UnsafeRawBufferPointer(start: bytes, count: count))
        })
        #else
        target.replay(CommandLine.arguments.dropFirst())
        #endif
    }
}
