// Model only: hooks with which tests play WebKit's part in the page's layer tree on iOS (see WebKitPrivateViews.swift
// for the classes and where they come from). Not Apple API, hence internal.
//
// WebKit composites an element asynchronously, in a layer-tree commit after the layout that needs it, and rebuilds
// an element's layers when a later layout changes how it is composited; a web content process that exits and
// relaunches brings a content view with new gesture recognizers. The hooks below do each of these at once, when a
// test calls them.
//
// Layer names: WebKit names an element's main layer after it (RenderLayer::name(): ` <div> id='cw1'` in the
// WebKit revision stored in the reference corpus; newer revisions prefix the renderer's description). Adapter code
// should rely on the `id='…'` part only, which is all the model guarantees.
import Foundation
import QuartzCore
import UIKit

extension WKWebView {
    // Model only: composites element `id` as an element with `overflow: scroll` whose content overflows: under the
    // root layer view, a `WKCompositingView` named after the element, holding a `WKChildScrollView` of `size` (the
    // scroll container), which holds the scrolled contents' own `WKCompositingView`. Returns the child scroll view.
    @discardableResult
    func modelCompositeScrollingElement(id: String, size: CGSize) -> WKChildScrollView {
        let elementView = WKCompositingView(frame: CGRect(origin: .zero, size: size))
        elementView.layer.name = " <div> id='\(id)'"
        modelContentView.modelRootLayerView.addSubview(elementView)
        return modelAddScrollContainer(to: elementView, size: size)
    }

    // Model only: the compositing view named after element `id`, if the element is composited.
    func modelCompositingView(ofElement id: String) -> WKCompositingView? {
        modelContentView.modelRootLayerView.subviews
            .first { $0.layer.name?.contains("id='\(id)'") == true } as? WKCompositingView
    }

    // Model only: WebKit rebuilds element `id`'s scroll container: the old child scroll view leaves the tree, with
    // everything an app added to it, and a new one of the same size takes its place. Returns the new one; `nil` when
    // the element is not composited.
    @discardableResult
    func modelRebuildChildScrollView(ofElement id: String) -> WKChildScrollView? {
        guard let elementView = modelCompositingView(ofElement: id),
              let old = elementView.subviews.first(where: { $0 is WKChildScrollView })
        else { return nil }
        old.removeFromSuperview()
        return modelAddScrollContainer(to: elementView, size: old.bounds.size)
    }

    // Model only: the web content process exits and WebKit relaunches it: the content view's gesture recognizers are
    // removed and new ones added.
    func modelRelaunchWebContentProcess() {
        modelContentView.modelCleanUpInteraction()
        modelContentView.modelSetUpInteraction()
    }

    private func modelAddScrollContainer(to elementView: WKCompositingView, size: CGSize) -> WKChildScrollView {
        let scrollView = WKChildScrollView(frame: CGRect(origin: .zero, size: size))
        scrollView.addSubview(WKCompositingView(frame: CGRect(x: 0, y: 0, width: size.width * 1.01,
                                                          height: size.height * 1.01)))
        elementView.addSubview(scrollView)
        return scrollView
    }
}
