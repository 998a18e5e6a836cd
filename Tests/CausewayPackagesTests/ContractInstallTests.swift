import CausewayContract
import CausewayPackages
import Foundation
import Testing
import Version

/// A store given the app's contract installs a package only when the contract meets its pages' needs, and leaves
/// itself as it was otherwise.
@Suite(.timeLimit(.minutes(1))) struct ContractInstallTests {
    static let item = ObjectShape(name: "Item", fields: [.init(name: "sku", shape: .string), .init(name: "count", shape: .number)])
    static let add = ContractEntry(kind: .call, input: .named("Item"), output: .null, objects: [item])
    static let remove = ContractEntry(kind: .call, input: .string, output: .boolean)
    /// The app build before `cart.remove`.
    static let oldApp = AppContract(entries: ["cart.add": add])
    /// The app build with `cart.remove`.
    static let newApp = AppContract(entries: ["cart.add": add, "cart.remove": remove])

    /// Packs version `version` of `shop` whose pages use `cart.add` and `cart.remove` as ``newApp`` serves them.
    func pack(_ fixture: borrowing PackageFixture, version: Version) throws -> URL {
        let output = fixture.url("shop-\(version).zip")
        try fixture.builder.pack(
            try fixture.site("site-\(version)", ["index.html": Data("<title>\(version)</title>".utf8)]), id: "shop",
            version: version, minimumNativeVersion: Version(1, 0, 0),
            needs: try Self.newApp.needs(["cart.add", "cart.remove"]), to: output)
        return output
    }

    func store(_ fixture: borrowing PackageFixture, contract: AppContract) throws -> PackageStore {
        try PackageStore(root: fixture.url("store-\(contract.digest.prefix(8))"), trustedKeys: [fixture.key.verifyingKey],
                         nativeVersion: Version(1, 0, 0), contract: contract)
    }

    @Test func theOldBuildRefusesAPackageThatCallsWhatItLacks() throws {
        let fixture = try PackageFixture()
        let oldStore = try store(fixture, contract: Self.oldApp)
        try oldStore.install(try fixture.pack("v1", version: Version(1, 0, 0), ["index.html": Data("v1".utf8)]))
        let before = try oldStore.installed("shop")
        #expect(throws: PackageError.unmetNeeds([ContractMismatch(entry: "cart.remove", reason: .missing)])) {
            try oldStore.install(try pack(fixture, version: Version(2, 0, 0)))
        }
        #expect(try oldStore.installed("shop") == before)
        #expect(try store(fixture, contract: Self.newApp).install(try pack(fixture, version: Version(2, 0, 0)))
            .manifest.needs?.keys.sorted() == ["cart.add", "cart.remove"])
    }

    @Test func anAppThatOnlyAddsKeepsOlderPackagesInstallable() throws {
        let fixture = try PackageFixture()
        var item = Self.item
        item.fields.append(.init(name: "note", shape: .string, isOptional: true))
        let grown = AppContract(entries: [
            "cart.add": ContractEntry(kind: .call, input: .named("Item"), output: .null, objects: [item]),
            "cart.remove": Self.remove, "cart.clear": ContractEntry(kind: .call, input: .null, output: .null),
        ])
        #expect(try store(fixture, contract: grown).install(try pack(fixture, version: Version(2, 0, 0))).manifest.version
            == Version(2, 0, 0))
    }

    @Test func aShapeThePagesDoNotFitIsNamed() throws {
        let fixture = try PackageFixture()
        var item = Self.item
        item.fields.append(.init(name: "warehouse", shape: .string))
        let stricter = AppContract(entries: [
            "cart.add": ContractEntry(kind: .call, input: .named("Item"), output: .null, objects: [item]),
            "cart.remove": ContractEntry(kind: .stream, input: .string, output: .boolean),
        ])
        let strictStore = try store(fixture, contract: stricter)
        #expect(throws: PackageError.unmetNeeds([
            ContractMismatch(entry: "cart.add", reason: .incompatible(["input.warehouse: required by the app, not sent by the pages"])),
            ContractMismatch(entry: "cart.remove", reason: .incompatible(["the app serves a stream, the pages use a call"])),
        ])) {
            try strictStore.install(try pack(fixture, version: Version(2, 0, 0)))
        }
        #expect(try strictStore.installed("shop") == nil)
    }

    @Test func packingRefusesNeedsTheContractLacks() throws {
        #expect(throws: PackageError.unmetNeeds([ContractMismatch(entry: "cart.empty", reason: .missing)])) {
            try Self.newApp.needs(["cart.add", "cart.empty"])
        }
    }

    @Test func aContractWrittenWithoutDigestsIsRead() throws {
        let text = #"{"format": 1, "entries": {"cart.remove": {"kind": "call", "input": "string", "output": "boolean", "objects": []}}}"#
        #expect(try AppContract.decode(Data(text.utf8)) == AppContract(entries: ["cart.remove": Self.remove]))
    }

    @Test func aContractWhoseDigestsDisagreeIsRefused() throws {
        let text = try #require(String(data: try Self.newApp.encoded(), encoding: .utf8))
        let edited = text.replacingOccurrences(of: "\"boolean\"", with: "\"number\"")
        #expect(throws: PackageError.invalidContract("the digest of cart.remove is not the one of its entry")) {
            try AppContract.decode(Data(edited.utf8))
        }
    }
}

/// What `causeway contract diff` reports between two app builds.
@Suite struct ContractChangesTests {
    @Test func addedRemovedAndChangedEntriesAreToldApart() {
        var item = ContractInstallTests.item
        item.fields.append(.init(name: "note", shape: .string, isOptional: true))
        let grown = ContractEntry(kind: .call, input: .named("Item"), output: .null, objects: [item])
        let additive = ContractChanges(from: ContractInstallTests.oldApp, to: AppContract(entries: [
            "cart.add": grown, "cart.remove": ContractInstallTests.remove,
        ]))
        #expect(additive.added == ["cart.remove"] && additive.removed == [] && additive.compatible == ["cart.add"])
        #expect(additive.incompatible == [] && additive.keepsOlderPackages)

        let breaking = ContractChanges(from: ContractInstallTests.newApp, to: AppContract(entries: [
            "cart.add": ContractEntry(kind: .call, input: .named("Item"), output: .string, objects: [item]),
        ]))
        #expect(breaking.added == [] && breaking.removed == ["cart.remove"] && breaking.compatible == [])
        #expect(breaking.incompatible == [ContractMismatch(
            entry: "cart.add", reason: .incompatible(["output: sent by the app as string, read by the pages as null"]))])
        #expect(!breaking.keepsOlderPackages)
    }
}
