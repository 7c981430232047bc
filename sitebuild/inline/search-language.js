// On a page of another language (<html lang="zh">), Material's request for the site's index
// asks for that language's (zh/search/search_index.json; sitebuild/search_hook.py splits it).
// Written into the pages of every language but English, before Material's bundle
// (overrides/main.html, block scripts).
(() => {
  const lang = document.documentElement.lang.split("-")[0], xhr = XMLHttpRequest.prototype;
  const open = xhr.open, index = /\/search\/search_index\.json$/;
  xhr.open = function (method, url, ...rest) {
    const own = index.test(String(url)) ? String(url).replace(index, `/${lang}/search/search_index.json`) : url;
    return open.call(this, method, own, ...rest);
  };
})();
