// Foundation's block-based key-value observing, as far as the adapter uses it. swift-corelibs-foundation has no KVO
// at all, so the model puts it in a module of its own, which the model modules whose classes can be observed
// re-export (WebKit, AVFoundation), as on Apple every framework brings Foundation along.
//
// Source: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/observe(_:options:changehandler:)
//   `@preconcurrency func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
//    changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation`
//   (in Foundation's extension of `_KeyValueCodingAndObserving`, which NSObject adopts; nonisolated there)
// Source: https://developer.apple.com/documentation/foundation/nskeyvalueobservation
//   `@objc(_NSKeyValueObservation) class NSKeyValueObservation : NSObject`; `func invalidate()`; "when the returned
//   NSKeyValueObservation is deinited or invalidated, it will stop observing".
// Source: https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions
//   `struct NSKeyValueObservingOptions : OptionSet` (raw value `UInt`): `new` = 1, `old` = 2, `initial` = 4,
//   `prior` = 8 (values from the NSKeyValueObserving header).
// Source: https://developer.apple.com/documentation/foundation/nskeyvaluechange
//   `enum NSKeyValueChange : UInt`: `setting` = 1, `insertion` = 2, `removal` = 3, `replacement` = 4.
// Source: https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange
//   `struct NSKeyValueObservedChange<Value>` with `typealias Kind = NSKeyValueChange`, `let kind`,
//   `let newValue: Value?`, `let oldValue: Value?`, `let indexes: IndexSet?`, `let isPrior: Bool`
//   (".../isprior" and ".../newvalue" pages: new and old values are only there when `.new`/`.old` were asked for).
//
// Model: only classes that adopt the model-only `ModelKeyValueObservable` can be observed (Apple: any NSObject with
// KVO-compliant properties), and only the properties the model changes itself notify, each class calling
// `modelKeyValueObservers.didChange(_:)`; the model's `observe` is main-actor isolated like the classes that adopt
// it (Apple's is nonisolated; the adapter calls it on the main actor, so the call compiles in both places). Every
// change is a `.setting`; `.prior` is not modelled (no notification before a change). `.initial` notifies once
// before `observe` returns, as on Apple.
public import Foundation

public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static var new: NSKeyValueObservingOptions { NSKeyValueObservingOptions(rawValue: 1 << 0) }
    public static var old: NSKeyValueObservingOptions { NSKeyValueObservingOptions(rawValue: 1 << 1) }
    public static var initial: NSKeyValueObservingOptions { NSKeyValueObservingOptions(rawValue: 1 << 2) }
    public static var prior: NSKeyValueObservingOptions { NSKeyValueObservingOptions(rawValue: 1 << 3) }
}

public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}

public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange

    public let kind: NSKeyValueObservedChange<Value>.Kind
    public let newValue: Value?
    public let oldValue: Value?
    public let indexes: IndexSet?
    public let isPrior: Bool
}

public class NSKeyValueObservation: NSObject {
    // Model only: runs the change handler with the observed property's current value.
    var modelNotify: (@MainActor () -> Void)?

    override init() {
        super.init()
    }

    public func invalidate() {
        modelNotify = nil
    }
}

// Model only: a class whose properties can be observed, and which says when they change.
@MainActor
public protocol ModelKeyValueObservable: AnyObject {
    /// The observations registered on the object.
    var modelKeyValueObservers: ModelKeyValueObservers { get }
}

// Model only: the observations registered on one object. The object does not keep them alive (as with KVO, the
// caller holds the observation).
@MainActor
public final class ModelKeyValueObservers {
    private var observers: [(keyPath: AnyKeyPath, observation: WeakObservation)] = []

    public init() {}

    /// Tells the observers of `keyPath` that it changed.
    package func didChange(_ keyPath: AnyKeyPath) {
        for observer in observers where observer.keyPath == keyPath {
            observer.observation.value?.modelNotify?()
        }
    }

    fileprivate func add(_ observation: NSKeyValueObservation, of keyPath: AnyKeyPath) {
        observers.removeAll { $0.observation.value == nil }
        observers.append((keyPath, WeakObservation(value: observation)))
    }

    private struct WeakObservation {
        weak var value: NSKeyValueObservation?
    }
}

extension ModelKeyValueObservable {
    @preconcurrency
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>,
        options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let observation = NSKeyValueObservation()
        var last = self[keyPath: keyPath]
        observation.modelNotify = { [weak self] in
            guard let self else { return }
            let value = self[keyPath: keyPath]
            changeHandler(self, NSKeyValueObservedChange(
                kind: .setting, newValue: options.contains(.new) ? value : nil,
                oldValue: options.contains(.old) ? last : nil, indexes: nil, isPrior: false))
            last = value
        }
        modelKeyValueObservers.add(observation, of: keyPath)
        if options.contains(.initial) {
            let value = self[keyPath: keyPath]
            changeHandler(self, NSKeyValueObservedChange(
                kind: .setting, newValue: options.contains(.new) ? value : nil, oldValue: nil, indexes: nil,
                isPrior: false))
        }
        return observation
    }
}
