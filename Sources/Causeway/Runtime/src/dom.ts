// The DOM's built-ins that `<causeway-view>` uses (components.js), captured when this module runs, at document start,
// by the rules at the top of builtins.ts: page script that replaces them later cannot change where a placeholder is
// measured, what is read from it or what reaches it. Accessors are uncurried getters (`$element.clientWidth(node)`).
import { getter, setter, uncurry } from "./builtins";

export const $HTMLElement = HTMLElement;
export const $ResizeObserver = ResizeObserver;
export const $MutationObserver = MutationObserver;
export const $customElements = customElements;
export const $getComputedStyle = getComputedStyle;
export const $requestAnimationFrame = requestAnimationFrame;
/** `Node.DOCUMENT_POSITION_FOLLOWING`: the bit of `compareDocumentPosition` for a node that comes after. */
export const FOLLOWING = Node.DOCUMENT_POSITION_FOLLOWING;

export const $node: {
  compareDocumentPosition(node: Node, other: Node): number;
  contains(node: Node, other: Node | null): boolean;
  parentElement(node: Node): HTMLElement | null;
} = {
  compareDocumentPosition: uncurry(Node.prototype.compareDocumentPosition),
  contains: uncurry(Node.prototype.contains),
  parentElement: getter(Node.prototype, "parentElement"),
};
export const $element: {
  attachShadow(element: Element, init: ShadowRootInit): ShadowRoot;
  attributes(element: Element): NamedNodeMap;
  clientHeight(element: Element): number;
  clientLeft(element: Element): number;
  clientTop(element: Element): number;
  clientWidth(element: Element): number;
  getAttribute(element: Element, name: string): string | null;
  getBoundingClientRect(element: Element): DOMRect;
  getClientRects(element: Element): DOMRectList;
} = {
  attachShadow: uncurry(Element.prototype.attachShadow),
  attributes: getter(Element.prototype, "attributes"),
  clientHeight: getter(Element.prototype, "clientHeight"),
  clientLeft: getter(Element.prototype, "clientLeft"),
  clientTop: getter(Element.prototype, "clientTop"),
  clientWidth: getter(Element.prototype, "clientWidth"),
  getAttribute: uncurry(Element.prototype.getAttribute),
  getBoundingClientRect: uncurry(Element.prototype.getBoundingClientRect),
  getClientRects: uncurry(Element.prototype.getClientRects),
};
export const $documentProto: {
  documentElement(document: Document): HTMLElement;
  elementFromPoint(document: Document, x: number, y: number): Element | null;
  getAnimations(document: Document): Animation[];
} = {
  documentElement: getter(Document.prototype, "documentElement"),
  elementFromPoint: uncurry(Document.prototype.elementFromPoint),
  getAnimations: uncurry(Document.prototype.getAnimations),
};
/** The reads of a box (`DOMRect`s are `DOMRectReadOnly`s). */
export const $rect: {
  height(rect: DOMRectReadOnly): number;
  left(rect: DOMRectReadOnly): number;
  top(rect: DOMRectReadOnly): number;
  width(rect: DOMRectReadOnly): number;
} = {
  height: getter(DOMRectReadOnly.prototype, "height"),
  left: getter(DOMRectReadOnly.prototype, "left"),
  top: getter(DOMRectReadOnly.prototype, "top"),
  width: getter(DOMRectReadOnly.prototype, "width"),
};
export const $rectList: { length(list: DOMRectList): number } = {
  length: getter(DOMRectList.prototype, "length"),
};
export const $attributes: { item(map: NamedNodeMap, index: number): Attr | null; length(map: NamedNodeMap): number } = {
  item: uncurry(NamedNodeMap.prototype.item),
  length: getter(NamedNodeMap.prototype, "length"),
};
export const $attr: { name(attr: Attr): string; value(attr: Attr): string } = {
  name: getter(Attr.prototype, "name"),
  value: getter(Attr.prototype, "value"),
};
/** A computed style's value of a CSS property by its CSS name (`overflow-x`). */
export const $style: { value(style: CSSStyleDeclaration, property: string): string } = {
  value: uncurry(CSSStyleDeclaration.prototype.getPropertyValue),
};
export const $animation: { playState(animation: Animation): AnimationPlayState } = {
  playState: getter(Animation.prototype, "playState"),
};
export const $shadowRoot: { setInnerHTML(root: ShadowRoot, html: string): void } = {
  setInnerHTML: setter(ShadowRoot.prototype, "innerHTML"),
};
export const $mutationObserver: {
  observe(observer: MutationObserver, target: Node, options: MutationObserverInit): void;
} = {
  observe: uncurry(MutationObserver.prototype.observe),
};
export const $resizeObserver: {
  observe(observer: ResizeObserver, target: Element): void;
  unobserve(observer: ResizeObserver, target: Element): void;
} = {
  observe: uncurry(ResizeObserver.prototype.observe),
  unobserve: uncurry(ResizeObserver.prototype.unobserve),
};
export const $customElementRegistry: {
  define(registry: CustomElementRegistry, name: string, constructor: CustomElementConstructor): void;
} = {
  define: uncurry(CustomElementRegistry.prototype.define),
};
export const $pageTransitionEvent: { persisted(event: PageTransitionEvent): boolean } = {
  persisted: getter(PageTransitionEvent.prototype, "persisted"),
};
