import CausewayUpdateServer
import Foundation
import Testing

/// A registry engine that the same registry tests run against.
enum RegistryEngine: String, CaseIterable, CustomTestStringConvertible {
    case sqlite, postgres

    /// Opens the test's registry once more, as another instance would.
    typealias OpenAgain = @Sendable () async throws -> any ReleaseRegistry

    var testDescription: String { rawValue }

    /// Runs `body` with a new, empty registry of this engine and a function that opens the same records once more,
    /// as another instance would, then closes them all and deletes what they kept.
    func withRegistry(_ body: (any ReleaseRegistry, _ openAgain: @escaping OpenAgain) async throws -> Void) async throws
    {
        switch self {
        case .sqlite:
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-registry-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let location = RegistryLocation.sqlite(path: folder.appendingPathComponent("registry.sqlite").path)
            try await Self.withOpened({ try await location.open() }, body)
        case .postgres:
            try await PostgresCluster.withDatabase { database in
                try await Self.withOpened({ try await PostgresReleaseRegistry.opened(in: database) }, body)
            }
        }
    }

    private static func withOpened(_ openOnce: @escaping @Sendable () async throws -> any ReleaseRegistry,
                                   _ body: (any ReleaseRegistry, _ openAgain: @escaping OpenAgain) async throws -> Void)
        async throws
    {
        let opened = Opened()
        @Sendable func open() async throws -> any ReleaseRegistry {
            let registry = try await openOnce()
            await opened.append(registry)
            return registry
        }
        do {
            try await body(try await open(), open)
        } catch {
            await opened.closeAll()
            throw error
        }
        await opened.closeAll()
    }

    /// The registries a test opened, to close after it.
    private actor Opened {
        private var registries: [any ReleaseRegistry] = []

        func append(_ registry: any ReleaseRegistry) {
            registries.append(registry)
        }

        func closeAll() async {
            for registry in registries { await registry.close() }
            registries = []
        }
    }
}
