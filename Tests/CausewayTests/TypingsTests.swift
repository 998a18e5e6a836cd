import Causeway
import CausewayContract
import CausewayTesting
import CausewayTestSupport
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
                     "account.current", "media.camera.take"] {
            #expect(names.contains(name), "\(name)")
        }
        let configure = try #require(declarations.methods.first { $0.name == "header.configure" })
        #expect(configure.arguments == .named("HeaderConfiguration") && configure.result == .named("Header"))
        #expect(declarations.text.contains("get(args?: CookiesPluginSite | null, options?: CausewayCallOptions)"),
                "an optional argument may be left out")
        let account = try #require(declarations.methods.first { $0.name == "account.current" })
        #expect(account.result == .optional(.named("SignedInAccount")), "the account or null")
        #expect(declarations.text.contains("interface SignedInAccount {\n  id: string;\n  fields: { [key: string]: unknown };\n}"))
    }

    @Test func aTitleViewIsDescribedAsTheUnionOfItsForms() throws {
        let declarations = TypeScriptDeclarations(plugins: [], includingContainerBuiltIns: true)
        let text = declarations.text
        #expect(text.contains(#"  titleView?: "plain" | HeaderSegments | HeaderMenu | NativeTitleView;"#), "\(text)")
        #expect(text.contains(#"  titleView: "plain" | HeaderSegments | HeaderMenu | NativeTitleView;"#),
                "the header always has one")
        #expect(text.contains("interface HeaderSegments {\n  segments: string[];\n  selected?: number;\n}"))
        #expect(text.contains("interface HeaderMenu {\n  menu: string[];\n  selected?: number;\n}"))
        #expect(text.contains("interface NativeTitleView {\n  native: string;\n  parameters?: unknown;\n}"))
    }

    /// The built-in component types, on fake views.
    static func builtInComponents() -> ComponentRegistry<String> {
        let registry = ComponentRegistry<String>()
        registry.register("label") { props, context in LabelComponent(FakeLabelView(), props: props, context: context) }
        registry.register("input") { props, context in InputComponent(FakeTextField(), props: props, context: context) }
        registry.register("video") { props, context in VideoComponent(FakeVideoPlayer(), props: props, context: context) }
        return registry
    }

    @Test func componentTypesAreDescribedWithTheirPropsMethodsAndEvents() throws {
        let declarations = TypeScriptDeclarations(plugins: [], components: Self.builtInComponents())
        #expect(declarations.components.map(\.type) == ["input", "label", "video"])
        let video = try #require(declarations.components.last)
        #expect(video.props == .named("VideoProps"))
        #expect(video.methods.map(\.name) == ["pause", "play", "seek", "state"])
        let seek = try #require(video.methods.first { $0.name == "seek" })
        #expect(seek.arguments == .named("VideoSeek") && seek.result == .named("VideoState"))
        #expect(video.events.map(\.name) == ["ended", "error", "loadedmetadata", "pause", "play"])
        #expect(video.events.first { $0.name == "loadedmetadata" }?.detail == .named("VideoMetadata"))
        #expect(video.events.first { $0.name == "ended" }?.detail == .null)
        #expect(video.objects.map(\.name).contains("ComponentFault"))
        #expect(declarations.text.contains("interface CausewayComponentTypes {"))
        #expect(declarations.text.contains("seek: { args: VideoSeek; result: VideoState };"))
    }

    @Test func theDeclarationsTypeCheckAgainstTheRuntimeTypings() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-typings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try RuntimeScripts.typings.write(to: folder.appendingPathComponent("causeway.d.ts"), atomically: true, encoding: .utf8)
        try TypeScriptDeclarations(plugins: [CameraPlugin()], components: Self.builtInComponents(),
                                   includingContainerBuiltIns: true).text
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
              const video = document.querySelector("causeway-view") as CausewayViewElement<"video">;
              const state = await video.invoke("seek", { time: 2 });
              const playing: boolean = state.playing;
              const again = await video.invoke("play");
              video.addEventListener("loadedmetadata", (event) => { const seconds: number = event.detail.duration; });
              video.addEventListener("error", (event) => { const message: string = event.detail.message; });
              video.addEventListener("click", (event) => { const x: number = event.clientX; });
              video.props = { muted: true };
              // @ts-expect-error seek takes {time}
              await video.invoke("seek", { at: 2 });
              // @ts-expect-error seek needs its arguments
              await video.invoke("seek");
              // @ts-expect-error no such method
              await video.invoke("rewind");
              // @ts-expect-error the detail of loadedmetadata has no width
              video.addEventListener("loadedmetadata", (event) => event.detail.width);
              // @ts-expect-error muted is a boolean
              video.props = { muted: "yes" };
              const field = document.createElement("causeway-view") as CausewayViewElement<"input">;
              field.addEventListener("input", (event) => { const value: string = event.detail.value; });
              const anyType: CausewayViewElement = field;
              await anyType.invoke("whatever", { any: 1 });
              const header = await causeway.header.configure({ titleView: { segments: ["Hot", "New"], selected: 1 } });
              const shown = header.titleView;
              if (shown !== "plain" && "segments" in shown) { const first: string = shown.segments[0]; void first; }
              await causeway.header.configure({ titleView: { menu: ["Inbox", "Sent"] } });
              await causeway.header.configure({ titleView: { native: "search", parameters: { any: 1 } } });
              await causeway.header.configure({ titleView: "plain" });
              // @ts-expect-error a title view is "plain" or one of the objects
              await causeway.header.configure({ titleView: "fancy" });
              // @ts-expect-error segments are strings
              await causeway.header.configure({ titleView: { segments: "Hot" } });
              void [width, caption, bytes, name, nested, playing, again];
            }
            void use;
            """.write(to: folder.appendingPathComponent("use.ts"), atomically: true, encoding: .utf8)
        try await Self.typeCheck(["causeway.d.ts", "app.d.ts", "use.ts"], in: folder)
    }

    @Test func mocksAnswerAFixedValueOfEachDeclaredType() throws {
        let mocks = TypeScriptDeclarations(plugins: [CameraPlugin()]).mocks()
        #expect(mocks.contains("export function installMocks(causeway, overrides = {}) {"))
        #expect(mocks.contains("""
            causeway.web.handle("media.camera.take", overrides["media.camera.take"] ?? (() => ({ name: "", width: 0, \
            bytes: new Uint8Array(0), quality: "low", tags: [], scores: {}, extra: null }))),
            """), "required fields only, each a value of its type:\n\(mocks)")
        #expect(mocks.contains("""
            causeway.web.handleStream("media.camera.frames", overrides["media.camera.frames"] ?? (() => [0])),
            """))
        #expect(mocks.contains("""
            causeway.web.handle("media.camera.albums", overrides["media.camera.albums"] ?? (() => [])),
            """))
    }

    @Test func mocksAndTypedWebImplementationsTypeCheck() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-mocks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let declarations = TypeScriptDeclarations(plugins: [CameraPlugin()])
        try RuntimeScripts.typings.write(to: folder.appendingPathComponent("causeway.d.ts"), atomically: true, encoding: .utf8)
        try declarations.text.write(to: folder.appendingPathComponent("app.d.ts"), atomically: true, encoding: .utf8)
        try declarations.mocks().write(to: folder.appendingPathComponent("mocks.js"), atomically: true, encoding: .utf8)
        try declarations.mocks(in: .typeScript).write(to: folder.appendingPathComponent("typed-mocks.ts"), atomically: true,
                                                      encoding: .utf8)
        try """
            import { installMocks } from "./mocks.js";
            const remove: () => void = installMocks(causeway, {
              "media.camera.albums": async () => [{ name: "Trips", children: [] }],
            });
            remove();
            causeway.web.handle("media.camera.take", ({ quality }) => ({
              name: quality, width: 1, bytes: new Uint8Array(1), quality, tags: [], scores: {}, extra: null,
            }));
            causeway.web.handleStream("media.camera.frames", async function* ({ upTo }) { yield upTo; });
            // @ts-expect-error a take answers a photo, not a number
            causeway.web.handle("media.camera.take", () => 7);
            // @ts-expect-error an override must match the method's types
            installMocks(causeway, { "media.camera.albums": () => "none" });
            """.write(to: folder.appendingPathComponent("use.ts"), atomically: true, encoding: .utf8)
        try await Self.typeCheck(["causeway.d.ts", "app.d.ts", "mocks.js", "typed-mocks.ts", "use.ts"], in: folder,
                           options: ["--allowJs", "--checkJs", "--module", "es2020"])
    }

    /// Runs `tsc` over `files` in `folder` and expects no error. Its end is awaited, never waited for: a blocking
    /// wait would hold the main actor, and every test on it, for as long as tsc runs.
    private static func typeCheck(_ files: [String], in folder: URL, options: [String] = []) async throws {
        let tsc = try await ChildProcess.run(["tsc", "--noEmit", "--strict", "--target", "es2020", "--lib", "es2020,dom"]
                                             + options + files, in: folder)
        #expect(tsc.status == 0, "tsc: \(tsc.output)\(tsc.errors)")
    }
}
