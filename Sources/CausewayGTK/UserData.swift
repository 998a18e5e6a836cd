import CWebKitGTK

/// Swift values lent to C as `gpointer` user data: the one place where a Swift value becomes a C pointer and back.
///
/// A lent value is boxed and retained, and released exactly once: by ``take(_:as:)`` in a callback C calls once, or
/// by the destroy notify C calls when it lets go of user data it kept (``release``, ``releaseClosureData``). Only
/// ``SignalConnection``, ``CCallback`` and ``ObjectData`` lend values; the rest of the module goes through them.
enum UserData {
    /// `value`, retained, as user data.
    static func lend<Value>(_ value: Value) -> gpointer {
        Unmanaged.passRetained(Box(value)).toOpaque()
    }

    /// The value of user data that C still holds; `Value` is the type it was lent as.
    static func borrow<Value>(_ data: gpointer?, as _: Value.Type) -> Value? {
        data.map { Unmanaged<Box<Value>>.fromOpaque($0).takeUnretainedValue().value }
    }

    /// The value of user data that C gives back, released as the caller lets go of it; `Value` is the type it was
    /// lent as.
    static func take<Value>(_ data: gpointer?, as _: Value.Type) -> Value? {
        data.map { Unmanaged<Box<Value>>.fromOpaque($0).takeRetainedValue().value }
    }

    /// GLib's destroy notify for user data: releases what ``lend(_:)`` retained.
    static let release: GDestroyNotify = { data in
        if let data { Unmanaged<AnyObject>.fromOpaque(data).release() }
    }

    /// A `GClosure`'s notifier that releases its notifier data, lent with ``lend(_:)``.
    static let releaseClosureData: GClosureNotify = { data, _ in release(data) }
}

/// A lent value; a class, so that C can hold it by one pointer.
private final class Box<Value> {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
