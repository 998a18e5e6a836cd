/// An event a component type sends its placeholder: the DOM event's name, and the type of its `detail`.
///
/// ```swift
/// static let ended = ComponentEvent<Empty>("ended")                   // detail: null
/// static let loadedMetadata = ComponentEvent<VideoMetadata>("loadedmetadata")
/// context.send(Self.loadedMetadata, VideoMetadata(duration: 12.5))
/// ```
public struct ComponentEvent<Detail: Codable & Sendable>: ComponentEventDescribing {
    /// The DOM event's name.
    public let name: String

    /// The event `name`, whose detail is a `Detail`.
    public init(_ name: String) {
        self.name = name
    }

    public var detailType: any Decodable.Type { Detail.self }
}

extension ComponentEvent where Detail == ComponentFault {
    /// What went wrong with the component: a source that cannot be loaded or played, say. The page runtime also
    /// dispatches `error`, with a `CausewayError`, for a command the host refused; both have a `message`.
    public static var error: ComponentEvent<ComponentFault> { ComponentEvent("error") }
}

/// The `detail` of ``ComponentEvent/error``.
public struct ComponentFault: Codable, Sendable, Equatable {
    /// What went wrong, for people.
    public var message: String

    /// A fault saying `message`.
    public init(_ message: String) {
        self.message = message
    }
}

/// An event of any detail type, as a component type lists its ``NativeComponent/events``.
public protocol ComponentEventDescribing: Sendable {
    /// The DOM event's name.
    var name: String { get }
    /// The type of the event's detail.
    var detailType: any Decodable.Type { get }
}
