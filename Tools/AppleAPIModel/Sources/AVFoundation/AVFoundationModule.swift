// Module-level pieces of the AVFoundation model: what `import AVFoundation` brings along. Not shipped; on Apple
// platforms the real AVFoundation is used.
//
// On Apple, AVFoundation re-exports Core Media (its times are `CMTime`s) and, with Foundation, key-value observing,
// which swift-corelibs-foundation lacks and the model keeps in a module of its own.
@_exported public import CoreMedia
@_exported public import KeyValueObserving
