// Boxes in the viewport's coordinates, as placeholders report them to the host (ComponentGeometry): rounded to
// hundredths of a pixel, so that a box that did not move measures the same text every frame.
import { max, min, round } from "./builtins";
import { bare } from "./records";

/** A box in CSS pixels of the viewport. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where a component goes and how it shows: the `geometry` of its insert and update commands. */
export interface Geometry {
  frame: Rect;
  clip: Rect;
  visible: boolean;
  opacity: number;
  cornerRadius: number;
  zIndex: number;
  occluders: Rect[];
}

/** `value` rounded to hundredths. */
export const hundredths = (value: number) => round(value * 100) / 100;

/** The box at (`x`, `y`) of `width` × `height`, each rounded to hundredths, as a record without a prototype. */
export const rect = (x: number, y: number, width: number, height: number): Rect =>
  bare({ x: hundredths(x), y: hundredths(y), width: hundredths(width), height: hundredths(height) });

/** Where `a` and `b` overlap, or an empty box at the origin where they do not. */
export function intersect(a: Rect, b: Rect): Rect {
  const x = max(a.x, b.x);
  const y = max(a.y, b.y);
  const right = min(a.x + a.width, b.x + b.width);
  const bottom = min(a.y + a.height, b.y + b.height);
  return right > x && bottom > y ? rect(x, y, right - x, bottom - y) : rect(0, 0, 0, 0);
}

/** Whether the point (`x`, `y`) is in `box`, its right and bottom edges excluded. */
export const inside = (box: Rect, x: number, y: number) =>
  x >= box.x && y >= box.y && x < box.x + box.width && y < box.y + box.height;
