// jsdom lacks the text codecs react-router reads at import time; Node has them.
const { TextDecoder, TextEncoder } = require('node:util');

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;

// jsdom has no PointerEvent; without it testing-library drops clientY from pointer events.
if (typeof window !== 'undefined' && !window.PointerEvent) {
  class PointerEvent extends window.MouseEvent {
    constructor(type, init = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  window.PointerEvent = PointerEvent;
}
