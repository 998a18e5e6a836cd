// CSS that a native view laid over a placeholder cannot follow: the page's console hears of it, and so does the host
// (a command's `unsupported`), once for each component.
import { $Number, $string, abs, freeze } from "./builtins";
import { $style } from "./dom";
import { append, emptyList } from "./records";

/** The entries of a `matrix3d(…)` that are not 0 when it rotates or skews (a `matrix(…)`'s are 1 and 2). */
const ROTATION_3D = freeze([1, 2, 4, 6, 8, 9]);

/** The numbers in the parentheses of a computed `matrix(…)` or `matrix3d(…)`. */
function matrix(transform: string): number[] {
  const values = emptyList<number>();
  const end = transform.length - 1;
  for (let start = $string.indexOf(transform, "(") + 1; ; ) {
    const comma = $string.indexOf(transform, ",", start);
    if (comma < 0 || comma >= end) {
      append(values, $Number($string.slice(transform, start, end)));
      return values;
    }
    append(values, $Number($string.slice(transform, start, comma)));
    start = comma + 1;
  }
}

/** Whether the computed `transform` turns the box or takes it out of its plane, which a native view cannot follow. */
function rotatesOrSkews(transform: string): boolean {
  const values = matrix(transform);
  if (!$string.startsWith(transform, "matrix3d")) return abs(values[1]) > 1e-6 || abs(values[2]) > 1e-6;
  for (let i = 0; i < ROTATION_3D.length; i++) if (abs(values[ROTATION_3D[i]]) > 1e-6) return true;
  return false;
}

/** Whether a computed value sets something: it is neither empty nor the property's initial `none`. */
const applies = (value: string, none = "none") => value !== "" && value !== none;

/** The CSS of computed style `style` that a native view cannot follow, by name. */
export function unsupportedCSS(style: CSSStyleDeclaration): string[] {
  const found = emptyList<string>();
  const transform = $style.value(style, "transform");
  if (applies(transform) && rotatesOrSkews(transform)) append(found, "transform (rotation, skew or 3D)");
  if (applies($style.value(style, "clip-path"))) append(found, "clip-path");
  if (applies($style.value(style, "filter"))) append(found, "filter");
  if (applies($style.value(style, "mask-image") || $style.value(style, "-webkit-mask-image"))) append(found, "mask");
  if (applies($style.value(style, "mix-blend-mode"), "normal")) append(found, "mix-blend-mode");
  return found;
}
