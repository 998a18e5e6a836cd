import Foundation

extension URL {
    /// The URL as a log shows it: scheme, host, port and path only. A user and password, a query and a fragment can
    /// hold credentials and one-time codes (an OAuth redirect's `code` or `access_token`), so they are left out; a URL
    /// with no host (`data:`, `javascript:`, `mailto:`) shows only its scheme, since the rest is whatever it carries.
    var loggedForm: String {
        guard var components = URLComponents(url: self, resolvingAgainstBaseURL: false), components.host != nil else {
            return "\(scheme ?? "?"):"
        }
        components.user = nil
        components.password = nil
        components.query = nil
        components.fragment = nil
        return components.string ?? "\(scheme ?? "?"):"
    }
}
