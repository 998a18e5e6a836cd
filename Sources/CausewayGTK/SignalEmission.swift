import CWebKitGTK

/// One emission of a signal as its ``SignalConnection`` handler sees it: the arguments, and the handler's return
/// value. Valid only while the handler runs.
///
/// Arguments are numbered as in the signal's C handler: 0 is the instance that emits, 1 the signal's first argument.
public struct SignalEmission {
    private let arguments: UnsafePointer<GValue>
    private let count: Int
    private let result: UnsafeMutablePointer<GValue>?

    init(arguments: UnsafePointer<GValue>, count: Int, result: UnsafeMutablePointer<GValue>?) {
        self.arguments = arguments
        self.count = count
        self.result = result
    }

    /// Argument `index` that holds a pointer: an object, a boxed value (a `GError`, a rectangle…) or a plain pointer.
    public func pointer(at index: Int) -> UnsafeMutableRawPointer? {
        g_value_peek_pointer(argument(index))
    }

    /// Argument `index` that holds an enumeration, as its raw value (`WebKitLoadEvent(emission.enumeration(at: 1))`).
    public func enumeration(at index: Int) -> UInt32 {
        UInt32(bitPattern: g_value_get_enum(argument(index)))
    }

    /// Argument `index` that holds a `double`.
    public func double(at index: Int) -> Double {
        g_value_get_double(argument(index))
    }

    /// Argument `index` that holds a string.
    public func string(at index: Int) -> String? {
        g_value_get_string(argument(index)).map { String(cString: $0) }
    }

    /// Returns `value` from a signal whose handler returns a `gboolean`, such as `TRUE` for "handled".
    public func setResult(_ value: Bool) {
        if let result { g_value_set_boolean(result, value ? 1 : 0) }
    }

    private func argument(_ index: Int) -> UnsafePointer<GValue> {
        precondition(index < count, "The signal has \(count) arguments, counting its instance")
        return arguments + index
    }
}
