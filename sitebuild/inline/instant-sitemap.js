// Material's instant navigation (a click on a link to another page of the site swaps the page's
// content in place, keeping its scripts, the rules engine's worker and the search index) follows
// only links to the pages sitemap.xml lists, by the address written there. MkDocs writes them only
// with a site_url, and then as absolute addresses of that one place: served from any other port
// or path (a test server, a folder of a bigger site, a copy on a laptop) every click is a full
// reload that starts Python again. So this, before Material's bundle, answers Material's request
// for sitemap.xml with the pages the site's navigation (the sidebar every page carries) links
// to, where they are served, without a download.
// Written into every page before Material's bundle (overrides/main.html, block scripts).
(() => {
  const xhr = XMLHttpRequest.prototype, open = xhr.open;
  xhr.open = function (method, url, ...rest) {
    if (/\/sitemap\.xml$/.test(new URL(url, location.href).pathname)) {
      const links = [location, ...document.querySelectorAll(".md-nav--primary a.md-nav__link[href]")];
      const pages = new Set(links.map((link) => {
        const page = new URL(link.href);
        page.hash = page.search = "";
        return page.href.replace(/&/g, "&amp;");
      }));
      const xml = `<urlset>${[...pages].map((page) => `<url><loc>${page}</loc></url>`).join("")}</urlset>`;
      url = URL.createObjectURL(new Blob([xml], { type: "text/xml" }));
    }
    return open.call(this, method, url, ...rest);
  };
})();
