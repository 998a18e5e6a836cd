@testable import CausewayUpdateServer
import NIOSSL
import Testing

/// `causeway serve --database`: what names a registry, and what is refused with a reason.
@Suite struct RegistryLocationTests {
    @Test func postgresURLsNameTheirPartsAndDefaultThePortAndDatabase() throws {
        let full = try RegistryLocation(parsing: "postgres://app:s%40cret@db.internal:6543/releases?sslmode=require")
        guard case .postgres(let address) = full else {
            Issue.record("not postgres: \(full)")
            return
        }
        #expect(address.host == "db.internal" && address.port == 6543 && address.database == "releases")
        #expect(address.username == "app" && address.password == "s@cret" && address.sslMode == .require)
        let short = try RegistryLocation(parsing: "postgresql://app@127.0.0.1")
        #expect(short == .postgres(try PostgresAddress(parsing: "postgres://app@127.0.0.1:5432/app?sslmode=disable")))
        guard case .postgres(let defaults) = short else { return }
        #expect(defaults.port == 5432 && defaults.database == "app" && defaults.password == nil && defaults.sslMode == .disable)
    }

    /// Each `sslmode` means what libpq means by it: `require` encrypts without checking the certificate, `verify-ca`
    /// checks it against the roots, `verify-full` its name too.
    @Test(arguments: [
        ("disable", nil),
        ("require", CertificateVerification.none),
        ("verify-ca", .noHostnameVerification),
        ("verify-full", .fullVerification),
    ] as [(String, CertificateVerification?)])
    func sslModesCheckWhatLibpqChecks(_ mode: String, _ verification: CertificateVerification?) throws {
        let address = try PostgresAddress(parsing: "postgres://app@db.internal/releases?sslmode=\(mode)")
        #expect(address.sslMode.rawValue == mode)
        #expect(address.tlsConfiguration?.certificateVerification == verification)
    }

    @Test func sqliteNamesAFile() throws {
        #expect(try RegistryLocation(parsing: "sqlite:/var/lib/causeway/releases.sqlite")
            == .sqlite(path: "/var/lib/causeway/releases.sqlite"))
        #expect(try RegistryLocation(parsing: "sqlite:releases.sqlite") == .sqlite(path: "releases.sqlite"))
    }

    /// What a bad location's error repeats of it, whatever is wrong with it, holds no password: not the one in its user
    /// part, nor one given as a query parameter.
    @Test(arguments: [
        "postgres://app:hunter2@db.internal:99999/releases",
        "postgres://app:hunter2@db.internal:port/releases",
        "postgres://app:hunter2@/releases",
        "postgres://:hunter2@db.internal/releases",
        "postgres://app:hunter2@db.internal/releases/more",
        "postgres://app:hunter2@db.internal/releases?sslmode=prefer",
        "postgres://app@db.internal/releases?password=hunter2",
        "postgres://app:hunter2@db internal/releases",
        "postgres://app:p@ss:hunter2@db.internal/releases/more",
        "mysql://app:hunter2@db/releases",
    ])
    func badLocationsNeverRepeatTheirPassword(_ text: String) {
        #expect {
            try RegistryLocation(parsing: text)
        } throws: { error in
            let said = "\(error) \(String(reflecting: error))"
            return !said.contains("hunter2") && !said.contains("p@ss")
        }
    }

    @Test(arguments: [
        ("mysql://app@db/releases", "is not a registry location"),
        ("releases.sqlite", "is not a registry location"),
        ("sqlite:", "needs a file path"),
        ("postgres:///releases", "names no host"),
        ("postgres://db.internal/releases", "names no user"),
        ("postgres://app@db.internal:99999/releases", "port 99999 is not 1 to 65535"),
        ("postgres://app@db.internal:port/releases", "is not a URL of the form"),
        ("postgres://app@db.internal/releases/more", "cannot hold a /"),
        ("postgres://app@db.internal/releases?sslmode=prefer", "sslmode=prefer is not understood"),
        ("postgres://app@db.internal/releases?sslmode=allow", "sslmode=allow is not understood"),
    ])
    func badLocationsAreRefusedSayingWhy(_ text: String, _ reason: String) {
        #expect {
            try RegistryLocation(parsing: text)
        } throws: { error in
            guard case .badLocation(let why) = error as? RegistryError else { return false }
            return why.contains(reason)
        }
    }
}
