import Causeway
import Foundation
import Testing

/// Typings come from the Swift types of the registered methods, and TypeScript accepts them.
@MainActor
@Suite struct TypingsTests {
    enum Quality: String, Codable, CaseIterable, Sendable { case low, high }

    struct Photo: Codable, Sendable {
        var name: String
        var width: Int
        var caption: String?
        var bytes: Data
        var quality: Quality
        var tags: [String]
        var scores: [String: Double]
        var extra: JSONValue
    }

    struct Folder: Codable, Sendable {
        var name: String
        var children: [Folder]
        var cover: Photo?
    }

    struct Take: Codable, Sendable { var quality: Quality; var flash: Bool? }
    struct Count: Codable, Sendable { var upTo: Int }

    final class CameraPlugin: Plugin {
        let namespace = "media.camera"
        func register(_ methods: PluginMethods) {
            methods.handle("take") { (args: Take) in Photo(name: "", width: 0, caption: nil, bytes: Data(), quality: args.quality,
                                                           tags: [], scores: [:], extra: nil) }
            methods.handle("albums") { (_: Empty) in [Folder]() }
            methods.handleStream("frames") { (args: Count, _: CallContext) in AsyncStream<Int> { $0.finish() } }
        }
    }

    @Test func shapesFollowTheSwiftTypes() throws {
        let declarations = TypeScriptDeclarations(plugins: [CameraPlugin()])
        let take = try #require(declarations.methods.first { $0.name == "media.camera.take" })
        #expect(take.kind == .call)
        #expect(take.arguments == .named("TypingsTestsTake"))
        #expect(take.result == .named("TypingsTestsPhoto"))
        let photo = try #require(take.objects.first { $0.name == "TypingsTestsPhoto" })
        let fields = Dictionary(uniqueKeysWithValues: photo.fields.map { ($0.name, ($0.shape, $0.isOptional)) })
        #expect(fields["name"]! == (.string, false))
        #expect(fields["width"]! == (.number, false))
        #expect(fields["caption"]! == (.string, true))
        #expect(fields["bytes"]! == (.bytes, false))
        #expect(fields["quality"]! == (.literals(["low", "high"]), false))
        #expect(fields["tags"]! == (.array(.string), false))
        #expect(fields["scores"]! == (.record(.number), false))
        #expect(fields["extra"]! == (.unknown, false))
        let albums = try #require(declarations.methods.first { $0.name == "media.camera.albums" })
        #expect(albums.arguments == .null)
        #expect(albums.result == .array(.named("TypingsTestsFolder")))
        let folder = try #require(albums.objects.first { $0.name == "TypingsTestsFolder" })
        #expect(folder.fields.map(\.name) == ["name", "children", "cover"], "a recursive type refers to itself by name")
        let frames = try #require(declarations.methods.first { $0.name == "media.camera.frames" })
        #expect(frames.kind == .stream && frames.result == .number)
    }

    @Test func theContainerBuiltInsAreDescribedOnRequest() throws {
        #expect(!TypeScriptDeclarations(plugins: [CameraPlugin()]).methods.contains { $0.name.hasPrefix("nav.") })
        let declarations = TypeScriptDeclarations(plugins: [CameraPlugin()], includingContainerBuiltIns: true)
        let names = Set(declarations.methods.map(\.name))
        for name in ["nav.openWeb", "nav.openNative", "nav.back", "nav.close", "nav.reload", "nav.state", "header.configure",
                     "header.get", "app.info", "share.share", "cookies.get", "cookies.set", "cookies.delete",
                     "media.camera.take"] {
            #expect(names.contains(name), "\(name)")
        }
        let configure = try #require(declarations.methods.first { $0.name == "header.configure" })
        #expect(configure.arguments == .named("HeaderConfiguration") && configure.result == .named("Header"))
        #expect(declarations.text.contains("get(args?: CookiesPluginSite | null, options?: CausewayCallOptions)"),
                "an optional argument may be left out")
    }

    @Test func theDeclarationsTypeCheckAgainstTheRuntimeTypings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-typings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try RuntimeScripts.typings.write(to: folder.appendingPathComponent("causeway.d.ts"), atomically: true, encoding: .utf8)
        try TypeScriptDeclarations(plugins: [CameraPlugin()]).text
            .write(to: folder.appendingPathComponent("app.d.ts"), atomically: true, encoding: .utf8)
        try """
            async function use(): Promise<void> {
              const photo = await causeway.media.camera.take({ quality: "high", flash: true });
              const width: number = photo.width;
              const caption: string | undefined = photo.caption;
              const bytes: Uint8Array = photo.bytes;
              const byName = await causeway.call("media.camera.take", { quality: "low" });
              const name: string = byName.name;
              for await (const frame of causeway.media.camera.frames({ upTo: 3 })) { const n: number = frame; }
              const albums = await causeway.media.camera.albums();
              const nested: string | undefined = albums[0]?.children[0]?.cover?.name;
              // @ts-expect-error a quality outside the enum
              await causeway.media.camera.take({ quality: "medium" });
              // @ts-expect-error a missing required field
              await causeway.media.camera.frames({});
              void [width, caption, bytes, name, nested];
            }
            void use;
            """.write(to: folder.appendingPathComponent("use.ts"), atomically: true, encoding: .utf8)
        let tsc = Process()
        tsc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        tsc.arguments = ["tsc", "--noEmit", "--strict", "--target", "es2020", "--lib", "es2020,dom",
                         "causeway.d.ts", "app.d.ts", "use.ts"]
        tsc.currentDirectoryURL = folder
        let output = Pipe()
        tsc.standardOutput = output
        tsc.standardError = output
        try tsc.run()
        tsc.waitUntilExit()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(tsc.terminationStatus == 0, "tsc: \(printed)")
    }
}
