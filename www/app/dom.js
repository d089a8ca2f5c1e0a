// Building the page's dialogs with the DOM, so that no string becomes markup.

/** A new `tag` element holding `children` (elements or text), with `properties` set. */
export function made(tag, properties, ...children) {
  const element = document.createElement(tag);
  Object.assign(element, properties);
  element.append(...children);
  return element;
}
