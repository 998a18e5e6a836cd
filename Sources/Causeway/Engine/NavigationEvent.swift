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
    /// The load failed, with the engine's explanation; `provisional` when it failed before any of the new
    /// document existed (the old one is still shown).
    case failed(URL?, String, provisional: Bool)
    /// The web process ended (it crashed, was killed, or exceeded its memory limit).
    case webProcessTerminated(String)
    /// The document's title changed.
    case titleChanged(String?)
    /// The estimated progress of the load changed, from 0 to 1.
    case progressChanged(Double)
}
