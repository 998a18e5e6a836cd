import CWebKitGTK

/// A Swift value kept on GObjects under one data key: each object holds its value retained, and releases it when
/// the object is finalized or another value takes its place.
struct ObjectData<Value> {
    /// The GObject data key.
    let key: String

    /// Keeps `value` on `object`, in place of the value there before.
    func set(_ value: Value, on object: UnsafeMutablePointer<GObject>) {
        g_object_set_data_full(object, key, UserData.lend(value), UserData.release)
    }

    /// The value kept on `object`, if any.
    func value(on object: UnsafeMutablePointer<GObject>) -> Value? {
        UserData.borrow(g_object_get_data(object, key), as: Value.self)
    }
}
