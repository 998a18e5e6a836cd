@testable import Causeway
import Foundation
import Testing

/// One pass reads a message's header and finds its payloads, taking and refusing what a full `JSONDecoder` pass
/// over the message took and refused.
@Suite struct MessageReaderTests {
    /// The header as a `JSONDecoder` pass over the whole message reads it.
    struct DecodedHeader: Decodable, Equatable {
        var v: Int
        var kind: WireKind
        var epoch: Int
        var id: String?
        var method: String?
        var name: String?
        var ok: Bool?
        var stream: Bool?
        var blobs: [String]?
        var error: BridgeError?
        var declared: Bool?

        init(_ header: IncomingMessage.Header) {
            (v, kind, epoch, id, method, name) = (header.v, header.kind, header.epoch, header.id, header.method,
                                                  header.name)
            (ok, stream, blobs, error, declared) = (header.ok, header.stream, header.blobs, header.error,
                                                    header.declared)
        }
    }

    static func nested(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    }

    static let messages: [String] = [
        #"{"v":1,"kind":"call","epoch":3,"id":"p1","method":"math.add","args":{"a":2,"b":40}}"#,
        #"{"v":1,"kind":"reply","epoch":3,"id":"n1","ok":false,"error":{"code":"denied","message":"no"}}"#,
        #"{"v":1,"kind":"reply","epoch":3,"id":"n1","ok":true,"result":null,"error":null}"#,
        #"{"v":1,"kind":"event","epoch":3,"name":"t\u00e9\"st\\","data":{"x":"a\"b\\","y":[1,{"z":[]}]}}"#,
        #"{"v":1,"kind":"call","epoch":3,"id":"p2","method":"m","blobs":["t1","t2"],"args":{"$blob":"t1"}}"#,
        #"{"v":1,"kind":"ready","epoch":3,"declared":true}"#,
        #"{"v":1,"kind":"call","epoch":3,"id":"p3","method":"m","stream":true,"timeout":5000,"args":"\ud83d\ude00"}"#,
        " \u{FEFF}{\"v\":1,\"kind\":\"ready\",\"epoch\":3}",
        "\u{FEFF}{\"v\":1,\"kind\":\"ready\",\"epoch\":3}",
        " {\r\n\t\"v\" : 1 , \"kind\" : \"ready\" , \"epoch\" : 3 } ",
        #"{"v":1,"k\u0069nd":"ready","epoch":3}"#,
        #"{"v":1,"kind":"ready","epoch":3,"epoch":4,"kind":"call"}"#,
        #"{"v":1,"kind":"ready","epocx":5,"epoch":3,"e":1,"d":2,"vv":3,"valu":4,"declare":true,"errors":6,"":7}"#,
        #"{"v":1,"kind":"ready","epoch":3,"\u0064eclared":true,"ok\u0000":false,"\u006f\u006b":true}"#,
        #"{"v":1,"kind":"ready","epoch":3,"x\q":1}"#,
        #"{"v":1,"kind":"ready","epoch":3,"\ud800":1}"#,
        #"{"v":1,"kind":"ready","epoch":3,"é":1,"naméé":2}"#,
        #"{"v":1,"kind":"ready","epoch":3.0}"#,
        #"{"v":1,"kind":"ready","epoch":3e0}"#,
        #"{"v":1,"kind":"ready","epoch":-0}"#,
        #"{"v":1,"kind":"ready","epoch":3.5}"#,
        #"{"v":1,"kind":"ready","epoch":99999999999999999999}"#,
        #"{"v":1,"kind":"ready","epoch":3,}"#,
        #"{"v":1,"kind":"ready","epoch":3,"x":[1,],"y":{"a":1,}}"#,
        #"{"v":1,"kind":"ready","epoch":3,"x":"\q\u00zz","y":01,"z":1.,"w":-,"u":1e,"t":--1,"s":1.2.3}"#,
        #"{"v":1,"kind":"ready","epoch":3,"x":"\u00"}"#,
        #"{"v":1,"kind":"ready","epoch":3,"x":"ab\u12"}"#,
        #"{"v":1,"kind":"ready","epoch":3,"x":"\ud800\u0000"}"#,
        #"{"v":1,"kind":"ready","epoch":3,"x":+1}"#,
        #"{"v":1,"kind":"ready","epoch":3,"x":.5}"#,
        #"{"v":1,"kind":"ready","epoch":3,"x":0x10}"#,
        #"{"v":1,"kind":"ready","epoch":3,"x":[1 2]}"#,
        #"{"v":1,"kind":"ready","epoch":3,"x":[,1]}"#,
        #"{"v":1,"kind":"ready","epoch":3,"x":{,}}"#,
        #"{"v":1,"kind":"ready","epoch":3,"x":{"a" 1}}"#,
        #"{"v":1,"kind":"ready","epoch":3,"x":{1:2}}"#,
        #"{"v":1,"kind":"ready","epoch":3,"x":["a":1]}"#,
        #"{"v":1,"kind":"ready","epoch":3,"x":[}}"#,
        #"{"v":1,"kind":"ready","epoch":3,"x":[1]]}"#,
        #"{"v":1,"kind":"ready","epoch":3,"x":tru}"#,
        #"{"v":1,"kind":"ready","epoch":3,"x":NaN}"#,
        #"{"v":1,"kind":"ready","epoch":3,"x":"abc}"#,
        #"{"v":1,"kind":"ready","epoch":3,"x":"abc\"}"#,
        #"{"v":1,"kind":"ready","epoch":3} x"#,
        #"{"v":1,"kind":"ready","epoch":3}}"#,
        #"{"v":1,"kind":"ready","epoch":3 "x":2}"#,
        #"{"v":1,"kind":"ready"}"#,
        #"{"v":"1","kind":"ready","epoch":3}"#,
        #"{"v":1,"kind":"nonsense","epoch":3}"#,
        #"{"v":1,"kind":"call","epoch":3,"id":7}"#,
        #"{"v":1,"kind":"call","epoch":3,"ok":"yes"}"#,
        #"{"v":1,"kind":"call","epoch":3,"blobs":["a",null]}"#,
        #"{"v":1,"kind":"call","epoch":3,"blobs":"a"}"#,
        #"{"v":1,"kind":"reply","epoch":3,"error":{"code":"nonsense"}}"#,
        #"[{"v":1,"kind":"ready","epoch":3}]"#,
        "", "{", "not json", "null", "{}",
        #"{"v":1,"kind":"ready","epoch":3,"x":\#(nested(510))}"#,
        #"{"v":1,"kind":"ready","epoch":3,"x":\#(nested(511))}"#,
        #"{"v":1,"kind":"ready","epoch":3,"x":\#(nested(512))}"#,
        nested(100_000),
    ]

    @Test(arguments: messages)
    func readsWhatAFullDecodeReads(_ text: String) throws {
        let decoded = Result { try JSONDecoder().decode(DecodedHeader.self, from: Data(text.utf8)) }
        let read = Result { () throws(BridgeError) in try MessageReader.read(Array(text.utf8)) }
        switch (decoded, read) {
        case (.success(let header), .success(let (readHeader, _))):
            #expect(DecodedHeader(readHeader) == header)
        case (.failure, .failure(let error)):
            #expect(error.code == .protocolError)
        default:
            Issue.record("JSONDecoder: \(decoded), one pass: \(read)")
        }
    }

    /// A key is a payload's place only when it is the member's name exactly, once its escapes are read.
    @Test func onlyAPayloadsOwnNameIsItsPlace() throws {
        let codec = WireCodec(blobs: BlobStore(), limits: BridgeLimits())
        let near = try IncomingMessage(
            text: #"{"v":1,"kind":"call","epoch":3,"valu":1,"vv":2,"dat":3,"datas":4,"arg":5,"results":6,"Args":7}"#,
            limits: BridgeLimits())
        for field in [PayloadField.args, .result, .data, .value] {
            #expect(try codec.decode(Int?.self, field: field, of: near) == nil, "\(field)")
        }
        let escaped = try IncomingMessage(text: #"{"v":1,"kind":"call","epoch":3,"\u0061rgs":5,"valu\u0065":6}"#,
                                          limits: BridgeLimits())
        #expect(try codec.decode(Int.self, field: .args, of: escaped) == 5)
        #expect(try codec.decode(Int.self, field: .value, of: escaped) == 6)
    }

    @Test func payloadsDecodeFromTheirOwnBytes() throws {
        struct Args: Decodable, Equatable { var x: String; var y: [JSONValue] }
        struct NumericX: Decodable { var x: Int }
        let codec = WireCodec(blobs: BlobStore(), limits: BridgeLimits())
        let text = #"{"v":1,"kind":"call","epoch":3,"args":{"x":"a\"b\\","y":[1,{"z":[]}]},"id":"p1","result":7}"#
        let message = try IncomingMessage(text: text, limits: BridgeLimits())
        #expect(try codec.decode(JSONValue.self, field: .args, of: message) == ["x": #"a"b\"#, "y": [1, ["z": []]]])
        #expect(try codec.decode(Args.self, field: .args, of: message) == Args(x: #"a"b\"#, y: [1, ["z": []]]))
        #expect(try codec.decode(Int.self, field: .result, of: message) == 7)
        #expect(try codec.decode(Int?.self, field: .data, of: message) == nil, "a missing member reads as null")
        #expect(throws: BridgeError(.invalidArguments, "x: Expected to decode Int but found a string instead.",
                                    path: [.key("x")]))
        {
            // A struct, not a dictionary: a dictionary's members decode in hash order, which differs per process.
            try codec.decode(NumericX.self, field: .args, of: message)
        }
    }
}
