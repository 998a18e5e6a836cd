import Foundation

extension URL {
    /// A URL for a URI string WebKit hands over, as it is.
    ///
    /// WebKit's URIs can hold characters a URL may not (a raw `{`, a space in a `data:` URL). Foundation's
    /// `URL(string:)` then encodes the whole string again, `%` included, so `%3C` would become `%253C` and the app
    /// would see another URL than the page's. Here only the characters a URL may not hold are encoded.
    init?(webKitURI uri: String) {
        if let url = URL(string: uri, encodingInvalidCharacters: false) {
            self = url
            return
        }
        let allowed = CharacterSet.urlQueryAllowed.union(.urlPathAllowed).union(.urlFragmentAllowed)
            .union(CharacterSet(charactersIn: "%#?:/@!$&'()*+,;=[]"))
        guard let encoded = uri.addingPercentEncoding(withAllowedCharacters: allowed),
              let url = URL(string: encoded, encodingInvalidCharacters: false)
        else { return nil }
        self = url
    }
}
