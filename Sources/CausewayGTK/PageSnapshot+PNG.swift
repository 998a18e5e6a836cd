public import Causeway
import CWebKitGTK

extension PageSnapshot {
    /// Writes the pixels to `path` as a PNG file, with GDK's encoder; throws ``EngineError/snapshot(_:)`` when the
    /// file cannot be written.
    public func writePNG(to path: String) throws {
        let bytes = rgba.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        // The renderer's pixels are premultiplied, and stay so.
        guard let texture = gdk_memory_texture_new(Int32(width), Int32(height), GDK_MEMORY_R8G8B8A8_PREMULTIPLIED,
                                                   bytes, gsize(width * 4))
        else {
            throw EngineError.snapshot("The pixels make no texture")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        guard gdk_texture_save_to_png(texture, path) != 0 else {
            throw EngineError.snapshot("The picture could not be written to \(path)")
        }
    }
}
