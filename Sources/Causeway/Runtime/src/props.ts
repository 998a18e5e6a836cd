// A placeholder's props, as its insert and update commands carry them: its attributes as text, which the host reads
// by the kind of each prop its type declares, and what script set on its `props` property, which wins.
import { $Set, $set, $string } from "./builtins";
import { $attr, $attributes, $element } from "./dom";
import { bare, put } from "./records";

/** The `props` of a command (ComponentProps). */
export interface Props {
  attributes: Record<string, string>;
  properties: Record<string, unknown>;
}

/** Attributes that belong to the element, not to the component. */
const ELEMENT_ATTRIBUTES = new $Set(["id", "class", "style", "type", "slot", "hidden", "tabindex", "title"]);

/** Whether attribute `name` is the component's: not the element's own, and not `data-` or `aria-`. */
const isProp = (name: string) =>
  !$set.has(ELEMENT_ATTRIBUTES, name) && !$string.startsWith(name, "data-") && !$string.startsWith(name, "aria-");

/** The props of `element`, whose `props` property holds `properties`. */
export function readProps(element: Element, properties: Record<string, unknown>): Props {
  const attributes: Record<string, string> = bare({});
  const all = $element.attributes(element);
  for (let i = 0; i < $attributes.length(all); i++) {
    const attribute = $attributes.item(all, i) as Attr;
    const name = $attr.name(attribute);
    if (isProp(name)) put(attributes, name, $attr.value(attribute));
  }
  return bare({ attributes, properties });
}
