import Crypto
public import Foundation

/// The publisher's Ed25519 key that signs packages. Keep it off the devices; only ``PackageVerifyingKey`` ships.
public struct PackageSigningKey: Sendable {
    /// The key's 32 raw bytes.
    private let raw: Data

    /// A new random key.
    public init() {
        raw = Curve25519.Signing.PrivateKey().rawRepresentation
    }

    /// Reads a key written by ``text``.
    public init(text: String) throws(PackageError) {
        guard let raw = KeyText.decode(text, kind: Self.kind),
              (try? Curve25519.Signing.PrivateKey(rawRepresentation: raw)) != nil
        else {
            throw .invalidManifest("not a Causeway signing key")
        }
        self.raw = raw
    }

    private var key: Curve25519.Signing.PrivateKey {
        // The bytes were checked when the key was made.
        try! Curve25519.Signing.PrivateKey(rawRepresentation: raw)
    }

    /// The key that checks this key's signatures.
    public var verifyingKey: PackageVerifyingKey { PackageVerifyingKey(raw: key.publicKey.rawRepresentation) }

    /// The key as text, for a file only the publisher can read.
    public var text: String { KeyText.encode(raw, kind: Self.kind) }

    /// The signature of `data`.
    public func signature(for data: Data) throws -> Data {
        try key.signature(for: data)
    }

    static let kind = "CAUSEWAY PACKAGE SIGNING KEY"
}

/// The public half of a ``PackageSigningKey``: apps trust it to install packages.
public struct PackageVerifyingKey: Sendable, Equatable {
    /// The key's 32 raw bytes.
    private let raw: Data

    fileprivate init(raw: Data) {
        self.raw = raw
    }

    /// Reads a key written by ``text``.
    public init(text: String) throws(PackageError) {
        guard let raw = KeyText.decode(text, kind: Self.kind),
              (try? Curve25519.Signing.PublicKey(rawRepresentation: raw)) != nil
        else {
            throw .invalidManifest("not a Causeway public key")
        }
        self.raw = raw
    }

    /// The key as text, to ship with an app.
    public var text: String { KeyText.encode(raw, kind: Self.kind) }

    /// Whether `signature` is this key's signature of `data`.
    public func isValidSignature(_ signature: Data, for data: Data) -> Bool {
        (try? Curve25519.Signing.PublicKey(rawRepresentation: raw))?.isValidSignature(signature, for: data) ?? false
    }

    static let kind = "CAUSEWAY PACKAGE PUBLIC KEY"
}

/// Keys as short text files: a PEM-like header and footer around the base64 of the raw key.
private enum KeyText {
    static func encode(_ raw: Data, kind: String) -> String {
        "-----BEGIN \(kind)-----\n\(raw.base64EncodedString())\n-----END \(kind)-----\n"
    }

    static func decode(_ text: String, kind: String) -> Data? {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        guard lines.count == 3, lines[0] == "-----BEGIN \(kind)-----", lines[2] == "-----END \(kind)-----" else {
            return nil
        }
        return Data(base64Encoded: lines[1])
    }
}
