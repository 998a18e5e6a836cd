import FuzzChecks

/// What this executable fuzzes.
let target = FuzzTarget.wireJSON
