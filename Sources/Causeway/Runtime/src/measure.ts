// Where a placeholder is and how it shows, measured once per frame: its box, the part of it its scrolling ancestors
// and the viewport leave visible, its opacity and corner radius, the page content painted above it, and the CSS on
// it or its ancestors that its native view cannot follow.
import { $Number, $document, $parseFloat } from "./builtins";
import { $documentProto, $element, $getComputedStyle, $node, $rect, $rectList, $style } from "./dom";
import { type Geometry, type Rect, hundredths, inside, intersect, rect } from "./geometry";
import { append, bare, emptyList } from "./records";
import { unsupportedCSS } from "./style";

/** A placeholder's geometry, and the CSS that its native view cannot follow (an ancestor's said so). */
export interface Measured {
  geometry: Geometry;
  unsupported: string[];
}

/** The rows and columns of points at which `occluders` looks for content above a placeholder. */
const STEPS = 5;

/** The border box of `element`. */
function boxOf(element: Element): Rect {
  const box = $element.getBoundingClientRect(element);
  return rect($rect.left(box), $rect.top(box), $rect.width(box), $rect.height(box));
}

/** Boxes of content painted above `element` within `clip`, found by hit-testing a grid of points. */
function occluders(element: Element, clip: Rect): Rect[] {
  const found = emptyList<Rect>();
  if (clip.width <= 0 || clip.height <= 0) return found;
  for (let row = 0; row < STEPS; row++) {
    for (let column = 0; column < STEPS; column++) {
      const x = clip.x + ((column + 0.5) * clip.width) / STEPS;
      const y = clip.y + ((row + 0.5) * clip.height) / STEPS;
      if (covers(found, x, y)) continue;
      const hit = $documentProto.elementFromPoint($document, x, y);
      if (!hit || hit === element || $node.contains(element, hit) || $node.contains(hit, element)) continue;
      const covered = intersect(boxOf(hit), clip);
      if (covered.width > 0) append(found, covered);
    }
  }
  return found;
}

/** Whether one of `boxes` holds the point (`x`, `y`). */
function covers(boxes: Rect[], x: number, y: number): boolean {
  for (let i = 0; i < boxes.length; i++) if (inside(boxes[i], x, y)) return true;
  return false;
}

/** Where `element` is and how it shows now, stacked at `zIndex` among the placeholders. */
export function measure(element: HTMLElement, zIndex: number): Measured {
  const root = $documentProto.documentElement($document);
  const viewport = rect(0, 0, $element.clientWidth(root), $element.clientHeight(root));
  const style = $getComputedStyle(element);
  const frame = boxOf(element);
  let clip = intersect(frame, viewport);
  let opacity = 1;
  const unsupported = emptyList<string>();
  for (let node: HTMLElement | null = element; node && node !== root; node = $node.parentElement(node)) {
    const nodeStyle = node === element ? style : $getComputedStyle(node);
    opacity *= $Number($style.value(nodeStyle, "opacity"));
    const found = unsupportedCSS(nodeStyle);
    for (let i = 0; i < found.length; i++) {
      append(unsupported, node === element ? found[i] : `${found[i]} on an ancestor`);
    }
    const scrolls =
      $style.value(nodeStyle, "overflow-x") !== "visible" || $style.value(nodeStyle, "overflow-y") !== "visible";
    if (node !== element && scrolls) {
      const outer = $element.getBoundingClientRect(node);
      const left = $rect.left(outer) + $element.clientLeft(node);
      const top = $rect.top(outer) + $element.clientTop(node);
      clip = intersect(clip, rect(left, top, $element.clientWidth(node), $element.clientHeight(node)));
    }
    if ($style.value(nodeStyle, "position") === "fixed") break;
  }
  const displayed =
    $rectList.length($element.getClientRects(element)) > 0 && $style.value(style, "visibility") !== "hidden";
  const visible = displayed && clip.width > 0 && clip.height > 0;
  const geometry: Geometry = bare({
    frame,
    clip,
    visible,
    opacity: hundredths(opacity),
    cornerRadius: hundredths($parseFloat($style.value(style, "border-top-left-radius")) || 0),
    zIndex,
    occluders: visible ? occluders(element, clip) : emptyList<Rect>(),
  });
  return bare({ geometry, unsupported });
}
