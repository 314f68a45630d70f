/*
 * Runs before the app, in ES5 so that every browser parses it (docs/decisions/112). When the
 * browser lacks what the app needs, or when the app's own code turns out not to parse there,
 * it shows index.html's French message instead of a blank page. The app's module then finds
 * no #root and stays out of the way.
 *
 * What is checked stands for the browsers of packages/web/package.json's browserslist
 * (Safari/iOS 15, Chrome/Edge 90, Firefox 115, Samsung Internet 15): module scripts, the
 * network APIs the app is built on, and the ES2021 built-ins that come with the syntax the
 * build emits (build/chunk-check.ts).
 */
(function () {
  'use strict';

  function remove(id) {
    var element = document.getElementById(id);
    if (element && element.parentNode) element.parentNode.removeChild(element);
  }

  function showMessage() {
    var message = document.getElementById('outdated-browser');
    if (message) message.removeAttribute('hidden');
    remove('root');
    // The join page's plain form (served before the app loads) would be a form that cannot work.
    remove('page-shell');
  }

  var supported =
    'noModule' in document.createElement('script') &&
    typeof window.fetch === 'function' &&
    typeof window.WebSocket === 'function' &&
    typeof window.Promise === 'function' &&
    typeof Promise.any === 'function' &&
    typeof String.prototype.replaceAll === 'function' &&
    typeof window.WeakRef === 'function' &&
    typeof globalThis === 'object';

  if (!supported) {
    showMessage();
    return;
  }

  // The entry chunk failing to parse (nothing rendered yet) would leave a blank page; chunks
  // loaded later are handled by the app's route error boundary.
  window.addEventListener('error', function (event) {
    var root = document.getElementById('root');
    if (event.error instanceof SyntaxError && root && !root.firstChild) showMessage();
  });
})();
