// Tiny DOM helpers. Every piece of data goes in as a text node or an attribute value, never as
// markup: PDN tags come from uploaded files and must not be able to inject HTML.

import {t, has} from './i18n.js';

/** Builds an element: h('a', {href: '/'}, 'text', child, ...). `on` maps events to handlers. */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === 'on') {
      for (const [event, handler] of Object.entries(value)) el.addEventListener(event, handler);
    } else if (key === 'class') {
      el.className = value;
    } else {
      el.setAttribute(key, value === true ? '' : String(value));
    }
  }
  append(el, children);
  return el;
}

/** Appends children: nodes as they are, strings and numbers as text, arrays flattened. */
export function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

/** Replaces an element's contents. */
export function replace(el, ...children) {
  el.replaceChildren();
  return append(el, children);
}

/** A status badge: the word is always shown, colour only adds to it. */
export function badge(status) {
  const code = String(status).replace(/[^a-z_]/g, '');
  const word = has(`page-status-${code}`) ? t(`page-status-${code}`) : String(status).replace(/_/g, ' ');
  return h('span', {class: `badge status-${code}`, 'data-status': code}, word);
}

/** An error box (role=alert, so screen readers announce it). */
export function errorBox(message) {
  return h('p', {class: 'error', role: 'alert'}, message);
}
