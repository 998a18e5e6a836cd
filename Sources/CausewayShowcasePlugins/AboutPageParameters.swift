/// `nav.openNative({name: "about", parameters: {opener}})`'s parameters: the native "about" page every showcase
/// app registers.
public struct AboutPageParameters: Decodable, Sendable {
    /// The URL of the page that opened it.
    public var opener: String
}
