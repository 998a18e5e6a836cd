// Model only: hooks with which tests play WebKit's part in the page's layer tree on iOS (see WebKitPrivateViews.swift
// for the classes and where they come from). Not Apple API, hence internal.
//
// WebKit composites an element asynchronously, in a layer-tree commit after the layout that needs it, and rebuilds
// an element's layers when a later layout changes how it is composited; a web content process that exits and
// relaunches brings a content view with new gesture recognizers. The hooks below do each of these at once, when a
// test calls them.
//
// Layer names: WebKit names an element's primary layer after its renderer
// (RenderLayerBacking::createPrimaryGraphicsLayer → `setName`; RenderLayer's name is the renderer's
// `debugDescription`: the render object's name and address, then the element's: its tag and address,
// ` id='…'` when it has an id, ` class='…'` when it has classes — Element::debugDescription), and
// RemoteLayerTreePropertyApplier sets `layer.name` from it in release builds too. The model names layers that way,
// with made-up addresses, for example `RenderBlock 0x10c2f4e20 DIV 0x10b8b1a40 id='cw1'`.
//
// Between an element's compositing view and its child scroll view, WebKit may put layers of its own (child
// clipping, named "child clipping") when it updates the element's internal hierarchy (RenderLayerBacking::
// updateInternalHierarchy); `modelWrapChildScrollView(ofElement:)` does that.
import Foundation
import QuartzCore
import UIKit

extension WKWebView {
    // Model only: composites element `id` as an element with `overflow: scroll` whose content overflows: under the
    // root layer view, a `WKCompositingView` named after the element, holding a `WKChildScrollView` of `size` (the
    // scroll container), which holds the scrolled contents' own `WKCompositingView`. With `observed`, the scroll view
    // is one that something observes with key-value observing (`NSKVONotifying_WKChildScrollView`). Returns the
    // child scroll view.
    @discardableResult
    func modelCompositeScrollingElement(id: String, size: CGSize, observed: Bool = false) -> WKChildScrollView {
        let elementView = WKCompositingView(frame: CGRect(origin: .zero, size: size))
        elementView.layer.name = Self.modelLayerName(renderer: "RenderBlock", tag: "DIV", id: id)
        modelContentView.modelRootLayerView.addSubview(elementView)
        return modelAddScrollContainer(to: elementView, size: size, observed: observed)
    }

    // Model only: the compositing view named after element `id`, if the element is composited.
    func modelCompositingView(ofElement id: String) -> WKCompositingView? {
        modelContentView.modelRootLayerView.subviews
            .first { $0.layer.name?.contains("id='\(id)'") == true } as? WKCompositingView
    }

    // Model only: WebKit puts `depth` layers of its own (clipping layers) between element
    // `id`'s compositing view and its child scroll view. Returns the innermost; `nil` when the element is not
    // composited.
    @discardableResult
    func modelWrapChildScrollView(ofElement id: String, depth: Int = 1) -> WKCompositingView? {
        guard let elementView = modelCompositingView(ofElement: id),
              let scrollView = modelChildScrollView(under: elementView)
        else { return nil }
        var parent: UIView = elementView
        for _ in 0..<depth {
            let layerView = WKCompositingView(frame: CGRect(origin: .zero, size: scrollView.frame.size))
            layerView.layer.name = "child clipping"
            parent.addSubview(layerView)
            parent = layerView
        }
        scrollView.removeFromSuperview()
        parent.addSubview(scrollView)
        return parent as? WKCompositingView
    }

    // Model only: WebKit rebuilds element `id`'s scroll container: the old child scroll view leaves the tree, with
    // everything an app added to it, and a new one of the same size takes its place. Returns the new one; `nil` when
    // the element is not composited.
    @discardableResult
    func modelRebuildChildScrollView(ofElement id: String) -> WKChildScrollView? {
        guard let elementView = modelCompositingView(ofElement: id),
              let old = modelChildScrollView(under: elementView),
              let parent = old.superview as? WKCompositingView
        else { return nil }
        old.removeFromSuperview()
        return modelAddScrollContainer(to: parent, size: old.bounds.size, observed: false)
    }

    // Model only: the web content process exits and WebKit relaunches it: the content view's gesture recognizers are
    // removed and new ones added.
    func modelRelaunchWebContentProcess() {
        modelContentView.modelCleanUpInteraction()
        modelContentView.modelSetUpInteraction()
    }

    private static func modelLayerName(renderer: String, tag: String, id: String) -> String {
        func address() -> String { "0x" + String(UInt64.random(in: 0x1_0000_0000...0x1_ffff_ffff), radix: 16) }
        return "\(renderer) \(address()) \(tag) \(address()) id='\(id)'"
    }

    private func modelChildScrollView(under view: UIView) -> WKChildScrollView? {
        for subview in view.subviews {
            if let scrollView = subview as? WKChildScrollView ?? modelChildScrollView(under: subview) {
                return scrollView
            }
        }
        return nil
    }

    private func modelAddScrollContainer(to elementView: WKCompositingView, size: CGSize,
                                         observed: Bool) -> WKChildScrollView {
        let frame = CGRect(origin: .zero, size: size)
        let scrollView = observed ? NSKVONotifying_WKChildScrollView(frame: frame) : WKChildScrollView(frame: frame)
        scrollView.addSubview(WKCompositingView(frame: CGRect(x: 0, y: 0, width: size.width * 1.01,
                                                          height: size.height * 1.01)))
        elementView.addSubview(scrollView)
        return scrollView
    }
}
