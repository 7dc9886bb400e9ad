// A stand-in for https://apis.google.com/js/api.js, unreachable from the test machine (no
// internet). Firebase Auth's popup flow needs two parts of it:
// - in the app: gapi.load('gapi.iframes') and gapi.iframes.getContext().open(...) to embed the
//   emulator's helper iframe, then iframe.restyle/ping/register/send on it;
// - in that helper iframe (the emulator's /emulator/auth/iframe): gapi_onload, gapi.load and
//   getContext().getParentIframe() with register/send, to hand the popup's result to the app.
// Both sides speak a tiny postMessage protocol of our own; a handler's return value comes back
// to the sender's callback as a one-element array, which is what both callers read.
import type { BrowserContext } from '@playwright/test';

const STAND_IN = String.raw`
(function () {
  var TAG = '__gapiStandIn';
  var handlers = {};   // name -> handler, registered on this side
  var queued = {};     // name -> messages that arrived before their handler was registered
  var callbacks = {};  // id -> callback waiting for the other side's reply
  var nextId = 1;

  function post(target, message) { message[TAG] = true; target.postMessage(message, '*'); }

  function deliver(source, message) {
    var handler = handlers[message.name];
    if (!handler) { (queued[message.name] = queued[message.name] || []).push([source, message]); return; }
    Promise.resolve()
      .then(function () { return handler(message.data); })
      .then(function (result) { post(source, { kind: 'reply', id: message.id, result: [result] }); },
            function () { post(source, { kind: 'reply', id: message.id, result: [] }); });
  }

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || typeof message !== 'object' || !message[TAG]) return;
    if (message.kind === 'send') deliver(event.source, message);
    else if (message.kind === 'reply' && callbacks[message.id]) {
      var callback = callbacks[message.id];
      delete callbacks[message.id];
      // The SDK's webStorageSupport callback throws after reading the response; keep it contained.
      try { callback(message.result); } catch (error) { console.debug('gapi stand-in callback:', error); }
    }
  });

  function channel(getTarget) {
    return {
      register: function (name, handler) {
        handlers[name] = handler;
        var waiting = queued[name] || [];
        delete queued[name];
        waiting.forEach(function (entry) { deliver(entry[0], entry[1]); });
      },
      send: function (name, data, callback) {
        var id = String(nextId++);
        if (callback) callbacks[id] = callback;
        post(getTarget(), { kind: 'send', name: name, data: data, id: id });
      },
    };
  }

  function openIframe(options, onOpened) {
    var element = document.createElement('iframe');
    var attributes = options.attributes || {};
    Object.keys(attributes).forEach(function (key) {
      if (key === 'style') Object.assign(element.style, attributes.style);
      else element.setAttribute(key, attributes[key]);
    });
    var loaded = new Promise(function (resolve) { element.addEventListener('load', resolve, { once: true }); });
    element.src = options.url;
    (options.where || document.body).appendChild(element);
    var iframe = channel(function () { return element.contentWindow; });
    iframe.restyle = function () { return Promise.resolve(); };
    iframe.ping = function (callback) {
      return loaded.then(function () { if (callback) callback(); return [true]; });
    };
    return Promise.resolve(onOpened ? onOpened(iframe) : iframe);
  }

  var context = {
    open: openIframe,
    getParentIframe: function () { return channel(function () { return window.parent; }); },
  };
  var iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; },
    getContext: function () { return context; },
    Iframe: function () {},
  };
  window.gapi = window.gapi || {};
  window.gapi.iframes = iframes;
  window.gapi.load = function (_modules, options) {
    var callback = typeof options === 'function' ? options : options && options.callback;
    setTimeout(function () { if (callback) callback(); }, 0);
  };
})();
`;

function onloadCall(url: string): string {
  const name = new URL(url).searchParams.get('onload');
  // The SDK passes a generated callback name; the emulator's iframe defines gapi_onload instead.
  const callbacks = [name, 'gapi_onload'].filter((value): value is string =>
    Boolean(value && /^[\w$]+$/.test(value)),
  );
  return callbacks
    .map((callback) => `if (typeof window.${callback} === 'function') window.${callback}();`)
    .join('\n');
}

/**
 * Serves the gapi stand-in to every page of the context (the app, the emulator's helper iframe and
 * the popup) and answers the popup's CDN stylesheet, script and font requests with empty bodies so
 * they neither wait for a network that is not there nor fail noisily.
 */
export async function serveGapiStandIn(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: `${STAND_IN}\n${onloadCall(route.request().url())}`,
    }),
  );
  await context.route(
    /^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//,
    (route) =>
      route.fulfill({
        status: 200,
        contentType: route.request().resourceType() === 'script' ? 'text/javascript' : 'text/css',
        body: '',
      }),
  );
}
