public import Foundation

/// Something that happened to the main frame's document, as the engine reports it.
public enum NavigationEvent: Sendable, Equatable {
    /// A load began; nothing of the new document exists yet (the provisional phase).
    case started(URL?)
    /// The provisional load was redirected.
    case redirected(URL?)
    /// The new document replaced the old one: the old document, its calls and its handlers are gone.
    case committed(URL?)
    /// The document and its subresources finished loading.
    case finished(URL?)
    /// The load failed, with the engine's explanation.
    case failed(URL?, String)
    /// The web process ended (it crashed, was killed, or exceeded its memory limit).
    case webProcessTerminated(String)
    /// The document's title changed.
    case titleChanged(String?)
}
