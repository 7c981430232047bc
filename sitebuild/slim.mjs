// Slims the built site, at build time (sitebuild/hooks.py runs it after every build):
//   * PurgeCSS drops the selectors no page can match from the stylesheets (Material's ~150 KB,
//     every colour and feature, and JupyterLab's ~570 KB that mkdocs-jupyter inlines) and the
//     custom properties nothing reads; esbuild then minifies them (and drops repeated rules);
//   * esbuild minifies the site's own scripts and the scripts written inline in the pages.
//
// Usage: node slim.mjs < job.json, where the job names the files (paths):
//   {"sheets": [...],   stylesheets, purged and minified in place
//    "pages": [...],    HTML pages: what the purge keeps; their inline scripts minified in place
//    "scripts": [...],  scripts the pages load: the classes they add (Material's search results...)
//    "modules": [...],  the site's own ES modules, minified in place
//    "styles": [...],   the site's own stylesheets, minified in place (not purged: they style
//                       what its scripts draw)
//    "readers": [...]}  other files that may read or set custom properties (puzzle.css)
// and prints {"path": [bytes before, bytes after], ...} for every file it rewrote.

import fs from "node:fs";
import { transform } from "esbuild";
import { PurgeCSS } from "purgecss";
import purgeHtml from "purgecss-from-html";

const job = JSON.parse(fs.readFileSync(0, "utf8"));
const read = (path) => fs.readFileSync(path, "utf8");
const report = {};
function write(path, before, text) {
  fs.writeFileSync(path, text);
  report[path] = [Buffer.byteLength(before), Buffer.byteLength(text)];
}

// Browsers the site supports (Pyodide needs WebAssembly, BigInt and ES modules anyway). esbuild
// writes no syntax newer than this, and keeps the Chinese text of the scripts as it is (utf8).
const ESBUILD = { minify: true, legalComments: "none", charset: "utf8", target: "es2020" };

// ------------------------------------------------------------------ what a script can add
const WORD = /[-\w]+/g;
// The classes scripts add to pages: Material's own (md-...; not those of the features this site
// does not configure: code annotations, a repository's facts, tags, versions, page status), the
// js/no-js switch and the focus-visible polyfill's. Other words in the scripts are not classes
// they add (a script only enhances markup that Pygments or the Markdown extensions wrote).
const SCRIPT_CLASS =
  /^(?:(?!md-(?:annotation|source|tag|version|status))md-[-\w]+|js|no-js|focus-visible)$/;
// Element names, ids and attributes a script may set are kept as they are found: any word of it.
// Except one: the site is written left to right and no script makes it right to left (Material's
// bundle only asks whether the page is, `getAttribute("dir") === "rtl"`), so the [dir=rtl] rules
// go.
function fromScript(text) {
  const words = [...new Set(text.match(WORD) ?? [])];
  return {
    classes: words.filter((w) => SCRIPT_CLASS.test(w)),
    ids: words,
    tags: words,
    attributes: { names: words, values: words.filter((w) => w !== "rtl") },
    undetermined: [],
  };
}

// ------------------------------------------------------------------ stylesheets
// One PurgeCSS pass over all the sheets at once, so that a custom property declared in one sheet
// and read in another (Material's palette and main sheets, the notebook's) counts as read; the
// marker comments split the result back into its files.
const SPLIT = "/*tractor-slim:next-sheet*/";
const sheets = job.sheets.map(read);
const pages = job.pages.map((path) => ({ path, html: read(path) }));
const scripts = job.scripts.map(read);
// A custom property named by a page, a script or another stylesheet (which may set or read it)
// is kept even where no sheet here reads it.
const named = new Set(
  [...pages.map((p) => p.html), ...scripts, ...job.readers.map(read)].flatMap(
    (text) => text.match(/--[-\w]+/g) ?? [],
  ),
);
if (sheets.length) {
  const [purged] = await new PurgeCSS().purge({
    content: [
      ...pages.map((p) => ({ raw: p.html, extension: "html" })),
      ...scripts.map((raw) => ({ raw, extension: "js" })),
    ],
    css: [{ raw: sheets.join(`\n${SPLIT}\n`) }],
    extractors: [
      { extensions: ["html"], extractor: purgeHtml },
      { extensions: ["js"], extractor: fromScript },
    ],
    variables: true,
    safelist: { variables: [...named] },
  });
  const parts = purged.css.split(SPLIT);
  if (parts.length !== sheets.length) throw new Error("slim.mjs: lost a sheet marker in the purge");
  for (const [i, path] of job.sheets.entries()) {
    const { code } = await transform(parts[i], { ...ESBUILD, loader: "css" });
    write(path, sheets[i], code);
  }
}

for (const path of job.styles) {
  const source = read(path);
  const { code } = await transform(source, { ...ESBUILD, loader: "css" });
  write(path, source, code);
}

// ------------------------------------------------------------------ scripts
for (const path of job.modules) {
  const source = read(path);
  const { code } = await transform(source, { ...ESBUILD, loader: "js", format: "esm" });
  write(path, source, code);
}

// Inline classic scripts: without a format, esbuild renames no top-level name (they are globals
// other scripts read, such as Material's __md_get). JSON data blocks are left as they are.
const INLINE = /(<script(?:\s+type="(?:text\/javascript|module)")?>)([\s\S]*?)(<\/script>)/g;
for (const { path, html } of pages) {
  const parts = [];
  let last = 0;
  for (const match of html.matchAll(INLINE)) {
    const module = match[1].includes("module");
    const { code } = await transform(match[2], {
      ...ESBUILD,
      loader: "js",
      ...(module ? { format: "esm" } : {}),
    });
    parts.push(html.slice(last, match.index), match[1], code.trimEnd(), match[3]);
    last = match.index + match[0].length;
  }
  if (last) write(path, html, parts.join("") + html.slice(last));
}

process.stdout.write(JSON.stringify(report));
