require('@testing-library/jest-dom');
// Mantine reads these browser APIs that jsdom does not implement.
const { getComputedStyle } = window;
window.getComputedStyle = (element) => getComputedStyle(element);
// The empty query matches, as in every browser: mantine-datatable shows a column whose media query is '' only then.
window.matchMedia =
  window.matchMedia ||
  ((query) => ({
    matches: query.trim() === '',
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = window.ResizeObserver || ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = window.HTMLElement.prototype.scrollIntoView || (() => {});
// mantine-datatable scrolls its rows back to the top after a page change.
window.Element.prototype.scrollTo = window.Element.prototype.scrollTo || (() => {});

// jsdom has no object URLs. A download revokes its URL a moment after the click (as browsers need),
// and in a group of test files that moment may come while the next file runs.
URL.revokeObjectURL ??= () => {};

// jsdom lacks the text codecs react-router reads at import time; Node has them.
const { TextDecoder, TextEncoder } = require('node:util');
globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
// …and the web streams a `fetch` body is read through.
globalThis.ReadableStream ??= require('node:stream/web').ReadableStream;

// jsdom has no PointerEvent; without it testing-library drops clientY from pointer events.
if (!window.PointerEvent) {
  class PointerEvent extends window.MouseEvent {
    constructor(type, init = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  window.PointerEvent = PointerEvent;
}

// findBy… and waitFor give up after 1 s by default; on a loaded 2-core CI machine a Mantine dialog or a
// debounced search can take longer than that to settle. A passing wait still ends as soon as it holds.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
