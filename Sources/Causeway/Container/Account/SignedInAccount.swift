/// The account signed in to an app as its pages see it: an id and the fields the app chooses to share.
///
/// Share what pages need to show and to ask the app's API for, never a secret: every page that may read the account
/// reads all of it. The session itself belongs in a cookie (see ``AccountState/SessionCookies``), which `HttpOnly`
/// keeps out of page script.
///
/// ```swift
/// struct Profile: Codable { var name: String; var avatar: URL }
/// let ada = try SignedInAccount(id: "u-1815", sharing: Profile(name: "Ada", avatar: avatarURL))
/// let profile = try ada.fields(as: Profile.self)
/// ```
public struct SignedInAccount: Codable, Sendable, Hashable {
    /// The account's id in the app's own terms.
    public var id: String
    /// What else the app shares with pages: a name, an avatar's URL, a plan.
    public var fields: [String: JSONValue]

    /// An account with `id` and `fields`.
    public init(id: String, fields: [String: JSONValue] = [:]) {
        self.id = id
        self.fields = fields
    }

    /// An account with `id` whose fields are the properties of `fields`, a type of the app's that encodes as a JSON
    /// object; anything else is ``BridgeError/Code/invalidArguments``.
    public init(id: String, sharing fields: some Encodable) throws(BridgeError) {
        guard case .object(let members) = try JSONValue(encoding: fields) else {
            throw BridgeError(.invalidArguments, "An account's fields must encode as a JSON object")
        }
        self.init(id: id, fields: members)
    }

    /// The fields decoded as `Fields`; a mismatch is ``BridgeError/Code/invalidArguments`` naming the field.
    public func fields<Fields: Decodable>(as _: Fields.Type) throws(BridgeError) -> Fields {
        try JSONValue.object(fields).decode(as: Fields.self, at: [.key("fields")])
    }
}
