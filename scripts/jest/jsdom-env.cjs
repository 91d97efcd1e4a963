/**
 * jsdom plus the fetch-era globals Node 20 has and jsdom lacks (Request, Response, Headers,
 * AbortController …), which react-router's data routers need.
 *
 * jsdom decides once, when it is first required, which JavaScript globals to copy into each
 * window: those present on the worker's global. A dependency loaded through Node's own loader in
 * an earlier test file of the same worker (pdfjs-dist's legacy build, ADR 0003) may have added a
 * polyfill there (`Iterator`) that a fresh vm context of Node 20 lacks, and jsdom would then fail
 * with "Iterator is not defined". Such globals are hidden while jsdom is first loaded.
 */
const path = require('node:path');
const vm = require('node:vm');

const jsdomMain = require.resolve('jsdom', { paths: [path.dirname(require.resolve('jest-environment-jsdom'))] });
const jsdomLib = path.dirname(jsdomMain);
const jsGlobals = Object.keys(require(path.join(jsdomLib, 'jsdom/browser/js-globals.json')));
const fresh = vm.createContext({});
const hidden = jsGlobals
  .filter((name) => name in globalThis && vm.runInContext(`typeof ${name}`, fresh) === 'undefined')
  .map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)]);
for (const [name] of hidden) delete globalThis[name];
require(path.join(jsdomLib, 'jsdom/browser/Window.js'));
const { TestEnvironment } = require('jest-environment-jsdom');
for (const [name, desc] of hidden) if (desc) Object.defineProperty(globalThis, name, desc);

/**
 * Node's Request (undici) takes only Node's own AbortSignal (Node 24 checks the brand), while code
 * in the window (react-router's navigations) makes signals with jsdom's AbortController. The
 * window's Request follows such a signal through a Node one, so aborts still reach the request.
 */
function requestFollowingWindowSignals(NodeRequest, NodeAbortController, NodeAbortSignal) {
  return class Request extends NodeRequest {
    constructor(input, init) {
      const signal = init?.signal;
      if (signal && !(signal instanceof NodeAbortSignal)) {
        const follower = new NodeAbortController();
        if (signal.aborted) follower.abort(signal.reason);
        else signal.addEventListener('abort', () => follower.abort(signal.reason), { once: true });
        super(input, { ...init, signal: follower.signal });
      } else {
        super(input, init);
      }
    }
  };
}

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['Request', 'Response', 'Headers', 'fetch', 'FormData', 'ReadableStream', 'TextEncoder', 'TextDecoder', 'structuredClone']) {
      if (typeof this.global[name] === 'undefined' && typeof globalThis[name] !== 'undefined') {
        this.global[name] =
          name === 'Request' ? requestFollowingWindowSignals(globalThis.Request, globalThis.AbortController, globalThis.AbortSignal) : globalThis[name];
      }
    }
  }
}

module.exports = JsdomWithFetch;
