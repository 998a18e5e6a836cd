public import CausewayPackages
public import Hummingbird

/// An offer as the body of a check's answer: the JSON `UpdateOffer`'s `Codable` conformance reads, written by hand
/// because it is written for every check, where Foundation's `JSONEncoder` took a twelfth of an instance's time.
extension UpdateOffer: @retroactive ResponseGenerator {
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: json)))
    }

    /// The offer as JSON text, its members in the order they are declared; no `reportToken` when it has none.
    public var json: String {
        var members: [(name: String, json: String)] = [
            ("packageID", JSONText.string(packageID)), ("version", JSONText.string("\(version)")),
            ("kind", JSONText.string(kind.rawValue)), ("path", JSONText.string(path)),
            ("sha256", JSONText.string(sha256)), ("size", "\(size)"),
        ]
        if let reportToken { members.append(("reportToken", JSONText.string(reportToken))) }
        members.append(("isRollback", isRollback ? "true" : "false"))
        return JSONText.object(members)
    }
}
