import CWebKitGTK
import CausewayGTK
import XCTest

/// A signal connection on real GTK objects: its handler sees the emission and answers it, dropping the connection
/// disconnects and releases the handler, and a connection that outlives its instance lets go of it safely.
final class SignalConnectionTests: XCTestCase {
    func testTheHandlerRunsUntilTheConnectionIsDropped() throws {
        try GLibMainLoop.run {
            let adjustment = Self.adjustment()
            defer { g_object_unref(adjustment) }
            var record: Record? = Record()
            weak let seen = record
            var connection: SignalConnection? = SignalConnection(adjustment, "value-changed") { [record] emission in
                record?.emitters.append(emission.pointer(at: 0))
            }
            record = nil
            gtk_adjustment_set_value(adjustment.assumingMemoryBound(to: GtkAdjustment.self), 1)
            XCTAssertEqual(seen?.emitters, [adjustment])
            XCTAssertNotNil(connection)
            connection = nil
            XCTAssertNil(seen, "a dropped connection releases its handler")
            gtk_adjustment_set_value(adjustment.assumingMemoryBound(to: GtkAdjustment.self), 2)
        }
    }

    func testAConnectionOutlivesItsInstance() throws {
        try GLibMainLoop.run {
            let adjustment = Self.adjustment()
            let finalized = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)
            defer { finalized.deallocate() }
            finalized.initialize(to: adjustment)
            g_object_add_weak_pointer(adjustment.assumingMemoryBound(to: GObject.self), finalized)
            var record: Record? = Record()
            weak let seen = record
            let connection = SignalConnection(adjustment, "value-changed") { [record] _ in record?.emitters.append(nil) }
            record = nil
            g_object_unref(adjustment)
            XCTAssertNil(finalized.pointee, "the adjustment is finalized")
            XCTAssertNotNil(seen, "the connection holds its handler until it is disconnected")
            connection.disconnect()
            connection.disconnect()
            XCTAssertNil(seen)
        }
    }

    func testTheHandlerReadsTheArgumentsAndReturnsAValue() throws {
        try GLibMainLoop.run {
            let scale = UnsafeMutableRawPointer(gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, nil)!)
            g_object_ref_sink(scale)
            defer { g_object_unref(scale) }
            let record = Record()
            let connection = SignalConnection(scale, "change-value") { emission in
                record.scrolls.append((GtkScrollType(emission.enumeration(at: 1)), emission.double(at: 2)))
                emission.setResult(true)
            }
            defer { connection.disconnect() }
            var arguments = [GValue](repeating: GValue(), count: 3)
            defer { for index in arguments.indices { g_value_unset(&arguments[index]) } }
            g_value_init(&arguments[0], gtk_scale_get_type())
            g_value_set_object(&arguments[0], scale)
            g_value_init(&arguments[1], gtk_scroll_type_get_type())
            g_value_set_enum(&arguments[1], gint(GTK_SCROLL_JUMP.rawValue))
            g_value_init(&arguments[2], g_type_from_name("gdouble"))
            g_value_set_double(&arguments[2], 0.25)
            var handled = GValue()
            g_value_init(&handled, g_type_from_name("gboolean"))
            g_signal_emitv(arguments, g_signal_lookup("change-value", gtk_range_get_type()), 0, &handled)
            XCTAssertEqual(record.scrolls.map(\.type), [GTK_SCROLL_JUMP])
            XCTAssertEqual(record.scrolls.map(\.value), [0.25])
            XCTAssertEqual(g_value_get_boolean(&handled), 1, "the handler's result is the emission's")
        }
    }

    /// A new adjustment, owned by the caller.
    @MainActor
    private static func adjustment() -> UnsafeMutableRawPointer {
        let adjustment = UnsafeMutableRawPointer(gtk_adjustment_new(0, 0, 10, 1, 1, 0)!)
        g_object_ref_sink(adjustment)
        return adjustment
    }
}

/// What the handlers under test saw.
@MainActor
private final class Record {
    var emitters: [UnsafeMutableRawPointer?] = []
    var scrolls: [(type: GtkScrollType, value: Double)] = []
}
