import CWebKitGTK
import Causeway
import Foundation

extension JSONValue {
    /// Converts a JavaScriptCore value, reading strings directly rather than through JSON text.
    ///
    /// Functions, symbols and values nested deeper than `depthLimit` become `null`.
    init(jsc value: OpaquePointer, depthLimit: Int = 64) {
        if jsc_value_is_null(value) != 0 || jsc_value_is_undefined(value) != 0 {
            self = .null
        } else if jsc_value_is_boolean(value) != 0 {
            self = .bool(jsc_value_to_boolean(value) != 0)
        } else if jsc_value_is_number(value) != 0 {
            self = .number(jsc_value_to_double(value))
        } else if jsc_value_is_string(value) != 0 {
            self = .string(takeString(jsc_value_to_string(value)))
        } else if depthLimit <= 0 || jsc_value_is_function(value) != 0 {
            self = .null
        } else if jsc_value_is_array(value) != 0 {
            let lengthValue = jsc_value_object_get_property(value, "length")
            let length = lengthValue.map { Int(jsc_value_to_int32($0)) } ?? 0
            lengthValue.map { g_object_unref(UnsafeMutableRawPointer($0)) }
            self = .array((0..<max(length, 0)).map { index in
                guard let item = jsc_value_object_get_property_at_index(value, guint(index)) else { return .null }
                defer { g_object_unref(UnsafeMutableRawPointer(item)) }
                return JSONValue(jsc: item, depthLimit: depthLimit - 1)
            })
        } else if jsc_value_is_object(value) != 0 {
            var members: [String: JSONValue] = [:]
            if let names = jsc_value_object_enumerate_properties(value) {
                var index = 0
                while let name = names[index] {
                    if let member = jsc_value_object_get_property(value, name) {
                        members[String(cString: name)] = JSONValue(jsc: member, depthLimit: depthLimit - 1)
                        g_object_unref(UnsafeMutableRawPointer(member))
                    }
                    index += 1
                }
                g_strfreev(names)
            }
            self = .object(members)
        } else {
            self = .null
        }
    }
}

/// Copies a C string that GLib allocated and frees it.
func takeString(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
    guard let pointer else { return "" }
    defer { g_free(pointer) }
    return String(cString: pointer)
}
