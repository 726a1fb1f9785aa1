// The board: the service's SVG, inlined (so its data-square attributes can be scripted and styled)
// rather than put in an <img>. Diagrams are cached by URL: stepping back and forth with the arrow
// keys should not wait for the network.

import {getSvg} from './api.js';
import {t} from './i18n.js';

const cache = new Map();
const MAX_CACHED = 400;

async function load(url) {
  if (!cache.has(url)) {
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value);
    const pending = getSvg(url);
    cache.set(url, pending);
    pending.catch(() => cache.delete(url));
  }
  return cache.get(url);
}

/** A board view in `container`; `show` replaces the diagram, the latest call winning. */
export class Board {
  constructor(container) {
    this.container = container;
    this.serial = 0;
  }

  /** Shows the SVG at `url` (an API path), labelled `label` for screen readers. */
  async show(url, label) {
    const serial = ++this.serial;
    const text = await load(url);
    if (serial !== this.serial) return false;
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const svg = doc.documentElement;
    if (svg.nodeName !== 'svg') throw new Error(t('page-board-not-svg'));
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', label);
    svg.setAttribute('focusable', 'false');
    svg.setAttribute('data-url', url);
    this.container.replaceChildren(document.importNode(svg, true));
    return true;
  }

  /** Warms the cache for a diagram likely to be shown next. */
  prefetch(url) {
    load(url).catch(() => {});
  }
}
