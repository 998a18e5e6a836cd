import CausewayContract
import Testing

/// The compatibility rule, case by case: what the app may change in what it reads and in what it sends.
@Suite struct ShapeCompatibilityTests {
    static let cart = ObjectShape(name: "Cart", fields: [.init(name: "sku", shape: .string), .init(name: "count", shape: .number)])

    /// The problems of serving pages written against `page` with the app's `app`, values going `direction`; the
    /// object type `Cart` is `appCart` on the app's side and ``cart`` on the pages'.
    func problems(app: TypeShape, page: TypeShape, _ direction: ShapeCompatibility.Direction,
                  appCart: ObjectShape = cart) -> [String]
    {
        ShapeCompatibility(appObjects: [appCart], pageObjects: [Self.cart])
            .problems(app: app, page: page, direction: direction, path: "input")
    }

    /// ``cart`` with the field `name` of `shape`, in place of the one it had.
    func cart(setting name: String, _ shape: TypeShape, isOptional: Bool = false) -> ObjectShape {
        var object = cart(removing: name)
        object.fields.append(.init(name: name, shape: shape, isOptional: isOptional))
        return object
    }

    func cart(removing name: String) -> ObjectShape {
        var object = Self.cart
        object.fields.removeAll { $0.name == name }
        return object
    }

    @Test func objectsTheAppReads() {
        #expect(problems(app: .named("Cart"), page: .named("Cart"), .toApp).isEmpty)
        #expect(problems(app: .named("Cart"), page: .named("Cart"), .toApp,
                         appCart: cart(setting: "note", .string, isOptional: true)).isEmpty,
                "an optional field added to what the app reads")
        #expect(problems(app: .named("Cart"), page: .named("Cart"), .toApp,
                         appCart: cart(setting: "note", .string))
                == ["input.note: required by the app, not sent by the pages"])
        #expect(problems(app: .named("Cart"), page: .named("Cart"), .toApp, appCart: cart(removing: "count"))
                == ["input.count: sent by the pages, not read by the app"])
        #expect(problems(app: .named("Cart"), page: .named("Cart"), .toApp,
                         appCart: cart(setting: "count", .number, isOptional: true)).isEmpty,
                "a field the app reads made optional")
        #expect(problems(app: .named("Cart"), page: .named("Cart"), .toApp,
                         appCart: cart(setting: "count", .string))
                == ["input.count: sent by the pages as number, read by the app as string"])
    }

    @Test func objectsTheAppSends() {
        #expect(problems(app: .named("Cart"), page: .named("Cart"), .toPage,
                         appCart: cart(setting: "note", .string)).isEmpty,
                "a field added to what the app sends")
        #expect(problems(app: .named("Cart"), page: .named("Cart"), .toPage, appCart: cart(removing: "sku"))
                == ["input.sku: required by the pages, not sent by the app"])
        #expect(problems(app: .named("Cart"), page: .named("Cart"), .toPage,
                         appCart: cart(setting: "sku", .string, isOptional: true))
                == ["input.sku: optional for the app, required by the pages"])
    }

    @Test func optionals() {
        #expect(problems(app: .optional(.string), page: .string, .toApp).isEmpty, "the app accepts null too")
        #expect(problems(app: .string, page: .optional(.string), .toApp)
                == ["input: sent by the pages as null, read by the app as string"])
        #expect(problems(app: .string, page: .optional(.string), .toPage).isEmpty, "the pages handle null too")
        #expect(problems(app: .optional(.string), page: .string, .toPage)
                == ["input: sent by the app as null, read by the pages as string"])
        #expect(problems(app: .optional(.number), page: .optional(.string), .toApp)
                == ["input: sent by the pages as string, read by the app as number"])
    }

    @Test func arraysAndRecords() {
        #expect(problems(app: .array(.named("Cart")), page: .array(.named("Cart")), .toApp,
                         appCart: cart(setting: "note", .string))
                == ["input[].note: required by the app, not sent by the pages"])
        #expect(problems(app: .array(.string), page: .string, .toApp)
                == ["input: sent by the pages as string, read by the app as an array"])
        #expect(problems(app: .record(.optional(.number)), page: .record(.number), .toApp).isEmpty)
        #expect(problems(app: .record(.number), page: .record(.string), .toPage)
                == ["input[*]: sent by the app as number, read by the pages as string"])
    }

    @Test func enums() {
        let sizes = TypeShape.literals(["s", "m"])
        let more = TypeShape.literals(["s", "m", "l"])
        #expect(problems(app: more, page: sizes, .toApp).isEmpty, "a case added to an enum the app reads")
        #expect(problems(app: sizes, page: more, .toApp) == ["input: \"l\" sent by the pages, unknown to the app"])
        #expect(problems(app: more, page: sizes, .toPage) == ["input: \"l\" sent by the app, unknown to the pages"])
        #expect(problems(app: .string, page: sizes, .toApp).isEmpty, "a string reads any of its cases")
        #expect(problems(app: sizes, page: .string, .toApp)
                == ["input: sent by the pages as string, read by the app as one of \"s\", \"m\""])
    }

    @Test func numbersStringsAndUnknown() {
        #expect(problems(app: .number, page: .string, .toApp)
                == ["input: sent by the pages as string, read by the app as number"])
        #expect(problems(app: .string, page: .bytes, .toPage)
                == ["input: sent by the app as string, read by the pages as bytes"])
        #expect(problems(app: .unknown, page: .named("Cart"), .toApp).isEmpty, "unknown reads anything")
        #expect(problems(app: .unknown, page: .number, .toPage)
                == ["input: sent by the app as unknown, read by the pages as number"])
    }

    @Test func unions() {
        #expect(problems(app: .union([.string, .number]), page: .number, .toApp).isEmpty)
        #expect(problems(app: .number, page: .union([.string, .number]), .toApp)
                == ["input: sent by the pages as string, read by the app as number"])
        #expect(problems(app: .union([.string, .number]), page: .boolean, .toApp)
                == ["input: sent by the pages as boolean, read by the app as a union"])
    }

    @Test func recursiveObjectsEnd() {
        let node = ObjectShape(name: "Node", fields: [.init(name: "children", shape: .array(.named("Node"))),
                                                      .init(name: "name", shape: .string)])
        var grown = node
        grown.fields.append(.init(name: "note", shape: .string, isOptional: true))
        let rule = ShapeCompatibility(appObjects: [grown], pageObjects: [node])
        #expect(rule.problems(app: .named("Node"), page: .named("Node"), direction: .toApp, path: "input").isEmpty)
        var required = node
        required.fields.append(.init(name: "note", shape: .string))
        #expect(ShapeCompatibility(appObjects: [required], pageObjects: [node])
            .problems(app: .named("Node"), page: .named("Node"), direction: .toApp, path: "input")
            == ["input.note: required by the app, not sent by the pages"])
    }
}
