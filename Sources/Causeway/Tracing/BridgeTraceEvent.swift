public import Foundation

/// One bridge message as a ``Bridge/observer`` sees it: which way it went, what it was, which frame sent or
/// received it, its size and, for a message that settles a call, how long the call took and how it ended.
///
/// A call shows as two events: the call, and the reply (or, for a stream, its elements and its end) carrying the
/// call's ``name``, ``duration`` and ``outcome``. A call cancelled before it settled shows as the call and its
/// cancel. Events and the other messages show as one event each.
public struct BridgeTraceEvent: Sendable, Equatable {
    /// Which way a message went.
    public enum Direction: String, Sendable, CaseIterable {
        /// From page script to native code.
        case pageToNative
        /// From native code to page script.
        case nativeToPage
    }

    /// What a message is (see docs/protocol.md).
    public enum Kind: String, Sendable, CaseIterable {
        /// A frame's greeting, or the bridge's answer to it.
        case hello
        /// A frame's document is ready.
        case ready
        /// A frame asks for what native code has for it.
        case pull
        /// A call of a method or page handler.
        case call
        /// A call that opens a stream.
        case stream
        /// The answer to a call.
        case reply
        /// One element of a stream.
        case next
        /// The end of a stream.
        case end
        /// An event.
        case event
        /// A call stopped before it settled.
        case cancel
        /// The answer to a message that cannot be served, settling no call.
        case error
        /// A subframe's document went away.
        case gone
    }

    /// How the call a message settles or cancels ended.
    public enum Outcome: Sendable, Hashable {
        /// It succeeded.
        case ok
        /// It failed with this code.
        case failed(BridgeError.Code)
    }

    /// When the bridge read or sent the message.
    public var time: Date
    /// Which way the message went.
    public var direction: Direction
    /// What the message is.
    public var kind: Kind
    /// The method of the call the message starts, settles or cancels, or the event's name; `nil` for messages of no
    /// call (hello, ready, pull, gone, error) and for a reply to a call the bridge no longer knows.
    public var name: String?
    /// The id of the call or stream the message belongs to, when it has one.
    public var id: String?
    /// The serialized origin of the frame's document (read by the courier, never by page script).
    public var origin: String
    /// Whether the frame is the main frame.
    public var isMainFrame: Bool
    /// The size of the message's JSON text in UTF-8, without the post or batch around it; bytes that cross
    /// through the blob scheme are not counted.
    public var bytes: Int
    /// For a message that settles or cancels a call: from the call's arrival to this message for a page call,
    /// from the call's sending to this message for a native call.
    public var duration: Duration?
    /// For a reply, a stream's end, a cancel or an error: how it ended.
    public var outcome: Outcome?

    /// Describes one message.
    public init(time: Date, direction: Direction, kind: Kind, name: String? = nil, id: String? = nil, origin: String,
                isMainFrame: Bool, bytes: Int, duration: Duration? = nil, outcome: Outcome? = nil)
    {
        self.time = time
        self.direction = direction
        self.kind = kind
        self.name = name
        self.id = id
        self.origin = origin
        self.isMainFrame = isMainFrame
        self.bytes = bytes
        self.duration = duration
        self.outcome = outcome
    }
}

extension BridgeTraceEvent.Kind {
    /// The kind of a wire message; `nil` for a batch, which is not a message of its own.
    init?(_ kind: WireKind, opensStream: Bool) {
        switch kind {
        case .hello: self = .hello
        case .ready: self = .ready
        case .pull: self = .pull
        case .call: self = opensStream ? .stream : .call
        case .reply: self = .reply
        case .next: self = .next
        case .end: self = .end
        case .event: self = .event
        case .cancel: self = .cancel
        case .error: self = .error
        case .gone: self = .gone
        case .batch: return nil
        }
    }
}
