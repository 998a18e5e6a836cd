// Source: https://developer.apple.com/documentation/avfoundation/avasset
//   Apple: `class AVAsset : NSObject` (Sendable). Nothing of its own is modelled: the adapter only needs the type, as
//   the type of `AVPlayerItem.asset`.
// Source: https://developer.apple.com/documentation/avfoundation/avurlasset
//   Apple: `class AVURLAsset : AVAsset`. Members modelled:
//   https://developer.apple.com/documentation/avfoundation/avurlasset/init(url:options:)
//       `convenience init(url URL: URL, options: [String : Any]? = nil)`
//   https://developer.apple.com/documentation/avfoundation/avurlasset/url  `var url: URL { get }`
//   Not modelled: loading of properties, tracks, metadata, resource loaders, everything else.
//
// Model: an asset loads nothing; a URL asset is its URL (options are ignored).
public import Foundation

open class AVAsset: NSObject, @unchecked Sendable {
    override init() {
        super.init()
    }
}

open class AVURLAsset: AVAsset, @unchecked Sendable {
    private let storedURL: URL

    public init(url URL: URL, options: [String: Any]? = nil) {
        storedURL = URL
        super.init()
    }

    open var url: URL { storedURL }
}
