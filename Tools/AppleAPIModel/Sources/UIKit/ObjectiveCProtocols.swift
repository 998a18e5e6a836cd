// Objective-C protocol objects, as far as the adapter uses them. On Apple platforms they come from the Objective-C
// runtime (re-exported by Foundation); swift-corelibs-foundation has no Objective-C runtime, so the model puts them
// here, beside the one class that asks about them (UIView, see `conforms(to:)` in UIView.swift).
//
// Source: https://developer.apple.com/documentation/objectivec/protocol
//   `class Protocol` (the runtime header: `@interface Protocol : NSObject`)
// Source: https://developer.apple.com/documentation/foundation/nsstringfromprotocol(_:)
//   `func NSStringFromProtocol(_ proto: Protocol) -> String` ("A string containing the name of `proto`.")
//   Not modelled: `NSProtocolFromString(_:)`, `protocol_getName(_:)` and the rest of the runtime's protocol API.
//
// Model: a protocol object is its name; two with the same name are equal, as there is one protocol object per name
// in a process on Apple. Tests make them with the model-only initializer.
public import Foundation

open class Protocol: NSObject {
    // Model only: the protocol's name, as `NSStringFromProtocol` returns it.
    let modelName: String

    // Model only: Apple's protocol objects come from the runtime (`@protocol(...)`, `NSProtocolFromString`).
    init(modelName: String) {
        self.modelName = modelName
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? Protocol)?.modelName == modelName
    }

    open override var hash: Int {
        modelName.hashValue
    }
}

public func NSStringFromProtocol(_ proto: Protocol) -> String {
    proto.modelName
}
