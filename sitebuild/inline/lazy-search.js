// Material's search downloads its index (~280 KB) and starts its worker as soon as any page
// opens. This runs before Material's bundle and holds both back until the reader goes to search
// (focuses the search box, by click, tap or the s, f and / keys). If Material ever asks for them
// by other names, nothing is held back and search works as before.
// Written into every page before Material's bundle (overrides/main.html, block scripts).
(() => {
  let wanted;
  const want = new Promise((resolve) => { wanted = resolve; });
  addEventListener("focusin", (event) => {
    if (event.target.matches && event.target.matches("[data-md-component=search-query]")) wanted();
  });
  // The index: Material asks for it with an XMLHttpRequest, sent once the reader wants it.
  const xhr = XMLHttpRequest.prototype, open = xhr.open, send = xhr.send;
  xhr.open = function (method, url) {
    this.tcLater = /\/search\/search_index\.json$/.test(String(url));
    return open.apply(this, arguments);
  };
  xhr.send = function (...args) {
    if (!this.tcLater) return send.apply(this, args);
    want.then(() => send.apply(this, args));
  };
  // The worker: Material gets a stand-in that keeps its messages until the real one starts.
  const RealWorker = window.Worker;
  window.Worker = function (url, options) {
    if (!/\/workers\/search\.[^/]*\.js$/.test(String(url))) return new RealWorker(url, options);
    const standIn = new EventTarget(), queue = [];
    let worker = null;
    standIn.postMessage = (message) => {
      worker ? worker.postMessage(message) : queue.push(message);
    };
    standIn.terminate = () => { worker && worker.terminate(); };
    want.then(() => {
      worker = new RealWorker(url, options);
      worker.onmessage = (event) =>
        standIn.dispatchEvent(new MessageEvent("message", { data: event.data }));
      worker.onerror = () => standIn.dispatchEvent(new Event("error"));
      queue.splice(0).forEach((message) => worker.postMessage(message));
    });
    return standIn;
  };
})();
