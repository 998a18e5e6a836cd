import CWebKitGTK
import Causeway
import CausewayGTK
import Foundation

/// The UI process's side of the page channel (`Tools/PageChannel`): a web process extension gives each frame's page
/// world `causewayPageChannel(text)`, which arrives here as a `causeway.page` user message with the frame's id, whether
/// it is the main frame, the document's number and its origin, all fixed by the extension when it made the function
/// for that document, before any page script ran in it.
@MainActor
final class PageChannelReceiver {
    /// The extension's library, which `scripts/page-channel DIR` builds into `DIR`.
    nonisolated static let libraryName = "libcauseway-page-channel.so"

    /// One message as the extension sent it.
    struct Message: Sendable {
        var frameID: UInt64
        var isMainFrame: Bool
        /// The document's number in its web process: a function kept from a document its frame has left names that
        /// document, not the frame's new one.
        var document: UInt64
        /// The document's origin, `null` for an opaque one.
        var origin: String
        var text: String
    }

    private var connection: SignalConnection?

    /// Loads the extension from `folder` into every web process the default web context starts from now on; call it
    /// before the first web view loads. Returns `false`, and changes nothing, when `folder` has no extension.
    static func loadExtension(from folder: URL) -> Bool {
        guard hasExtension(in: folder) else { return false }
        webkit_web_context_set_web_process_extensions_directory(webkit_web_context_get_default(), folder.path)
        return true
    }

    /// Whether `folder` holds the extension's library.
    nonisolated static func hasExtension(in folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(libraryName).path)
    }

    /// Answers each message `webView`'s pages send with what `receive` returns, until this receiver goes.
    init(webView: UnsafeMutablePointer<WebKitWebView>, _ receive: @escaping @MainActor (Message) async -> String) {
        connection = SignalConnection(UnsafeMutableRawPointer(webView), "user-message-received") { emission in
            guard let pointer = emission.pointer(at: 1) else { return }
            let message = OpaquePointer(pointer)
            guard let name = webkit_user_message_get_name(message), String(cString: name) == "causeway.page",
                  let received = Self.read(message)
            else { return }
            g_object_ref(pointer)
            let retained = HeldMessage(raw: pointer)
            Task.onMainActorNow {
                let answer = await receive(received)
                webkit_user_message_send_reply(OpaquePointer(retained.raw),
                                               webkit_user_message_new("causeway.page", g_variant_new_string(answer)))
                g_object_unref(retained.raw)
            }
            emission.setResult(true)
        }
    }

    /// The message's `(tbtss)` parameters.
    private static func read(_ message: OpaquePointer) -> Message? {
        guard let parameters = webkit_user_message_get_parameters(message),
              String(cString: g_variant_get_type_string(parameters)) == "(tbtss)"
        else { return nil }
        func child<T>(_ index: Int, _ read: (OpaquePointer) -> T) -> T {
            let value = g_variant_get_child_value(parameters, gsize(index))!
            defer { g_variant_unref(value) }
            return read(value)
        }
        return Message(
            frameID: child(0) { UInt64(g_variant_get_uint64($0)) },
            isMainFrame: child(1) { g_variant_get_boolean($0) != 0 },
            document: child(2) { UInt64(g_variant_get_uint64($0)) },
            origin: child(3) { String(cString: g_variant_get_string($0, nil)) },
            text: child(4) { String(cString: g_variant_get_string($0, nil)) }
        )
    }
}

/// A user message referenced until it is answered. It is made, answered and released on the main thread only, which
/// is why it may be captured by a main-actor task.
private struct HeldMessage: @unchecked Sendable {
    let raw: UnsafeMutableRawPointer
}
