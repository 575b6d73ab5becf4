// jsdom for the portal's browser tests, with the network the browser has: jsdom brings no fetch,
// Request, Response or web streams, so these are Node's own (the same implementation the browser's
// fetch follows), and the network fakes (MSW) intercept them as they would in a page.
// This is what `jest-fixed-jsdom` does, kept here because that environment also resets the
// export conditions to [''], and the portal's tests resolve workspace packages through `source`.
const { TestEnvironment: JSDOMEnvironment } = require('jest-environment-jsdom');

/** Node's fetch refuses a relative URL; a page resolves it against its own address. */
function pageRelative(NodeRequest, pageUrl) {
  return class Request extends NodeRequest {
    constructor(input, init) {
      super(typeof input === 'string' || input instanceof URL ? new URL(String(input), pageUrl()) : input, init);
    }
  };
}

/** jsdom's Blob (and so File) lacks the readers Node's FormData and fetch expect of a blob. */
function completeBlob(window) {
  const read = (blob, how) =>
    new Promise((resolve, reject) => {
      const reader = new window.FileReader();
      reader.onload = () => resolve(reader.result);
      reader.onerror = () => reject(reader.error);
      reader[how](blob);
    });
  const prototype = window.Blob.prototype;
  prototype.arrayBuffer ??= function arrayBuffer() {
    return read(this, 'readAsArrayBuffer');
  };
  prototype.text ??= function text() {
    return read(this, 'readAsText');
  };
  prototype.stream ??= function stream() {
    const bytes = this.arrayBuffer();
    return new ReadableStream({
      async start(controller) {
        controller.enqueue(new Uint8Array(await bytes));
        controller.close();
      },
    });
  };
}

/**
 * The page's AbortSignal is Node's (fetch needs it), but jsdom's addEventListener accepts only its
 * own: a listener given Node's signal is added without it and removed when the signal aborts, as a
 * browser does (Mantine's gestures pass one).
 */
function acceptNodeSignals(window) {
  const prototype = window.EventTarget.prototype;
  const add = prototype.addEventListener;
  prototype.addEventListener = function addEventListener(type, listener, options) {
    const signal = typeof options === 'object' && options !== null ? options.signal : undefined;
    if (!(signal instanceof AbortSignal)) return add.call(this, type, listener, options);
    if (signal.aborted) return undefined;
    const { signal: _nodeSignal, ...rest } = options;
    add.call(this, type, listener, rest);
    signal.addEventListener('abort', () => this.removeEventListener(type, listener, rest), { once: true });
    return undefined;
  };
}

class PortalDomEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    const window = this.global;
    const Request = pageRelative(globalThis.Request, () => window.location.href);
    Object.assign(window, {
      fetch: (input, init) => globalThis.fetch(new Request(input, init)),
      Request,
      Response,
      Headers,
      FormData,
      // A Request's signal must be Node's own AbortSignal.
      AbortController,
      AbortSignal,
      ReadableStream,
      WritableStream,
      TransformStream,
      TextEncoder,
      TextDecoder,
      TextEncoderStream,
      TextDecoderStream,
      BroadcastChannel,
      structuredClone,
    });
    completeBlob(window);
    acceptNodeSignals(window);
  }
}

module.exports = PortalDomEnvironment;
