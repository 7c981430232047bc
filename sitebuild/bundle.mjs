// Bundles the site's page scripts, at build time (sitebuild/hooks.py bundle_scripts runs it):
// one entry per page script (tractor-live.js on every page, the tools', the practice table's,
// the code cells' and their editor, the puzzles' front-end, the engine's worker), from the small
// shared modules of sitebuild/js/ (the DOM, the cards, the site's state, the runtime, the
// words). Code splitting puts what two entries share in a chunk of its own, loaded once: the
// runtime is one module, so one engine worker per tab, whichever scripts a page loads.
//
// Usage: node bundle.mjs < job.json, where the job is
//   {"entries": [...],   the entry scripts (paths); each is written as its own name
//    "outdir": "...",    where the scripts and their chunks (chunk-HASH.js) are written
//    "data": {...},      what the build writes in, by name (the deck, the presets...)
//    "words": {...},     per script path, the Chinese of the messages it says: {id: Chinese}
//    "wordsModule": "..."} sitebuild/js/words.js
// and prints {"file name": bytes, ...} for every file it wrote.
//
// A module says its words with `import { say } from "tractor:words"`: this plugin gives it a
// module of its own with exactly its messages (hooks.py reads them from its say(...) calls and
// the catalogue, tractor_core/text), so that a page carries only the words of its scripts.
// It reads what the build writes in with `import DECK from "tractor:data/deck"` (a JSON module,
// in the chunk of the scripts that import it; esbuild's define would put an object in a chunk
// every entry imports).

import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const job = JSON.parse(fs.readFileSync(0, "utf8"));

const words = {
  name: "tractor-words",
  setup(on) {
    on.onResolve({ filter: /^tractor:data\// }, (args) => ({ path: args.path.slice("tractor:data/".length), namespace: "tractor-data" }));
    on.onLoad({ filter: /.*/, namespace: "tractor-data" }, (args) => {
      if (!(args.path in job.data)) throw new Error(`the build writes no data named ${args.path}`);
      return { contents: JSON.stringify(job.data[args.path]), loader: "json" };
    });
    on.onResolve({ filter: /^tractor:words$/ }, (args) => ({ path: args.importer, namespace: "tractor-words" }));
    on.onLoad({ filter: /.*/, namespace: "tractor-words" }, (args) => {
      const table = job.words[args.path];
      if (!table) throw new Error(`${args.path} imports tractor:words, but the build read no words of it`);
      return {
        contents: `import { sayWith } from ${JSON.stringify(job.wordsModule)};\n`
          + `export const { say, sayNodes } = sayWith(${JSON.stringify(table)});\n`,
        loader: "js",
        resolveDir: path.dirname(job.wordsModule),
      };
    });
  },
};

const result = await build({
  entryPoints: job.entries,
  outdir: job.outdir,
  entryNames: "[name]",
  chunkNames: "chunk-[hash]",
  bundle: true,
  splitting: true,
  format: "esm",
  // Browsers the site supports (Pyodide needs WebAssembly, BigInt and ES modules anyway). esbuild
  // writes no syntax newer than this, and keeps the Chinese text of the scripts as it is (utf8).
  target: "es2020",
  charset: "utf8",
  minify: true,
  legalComments: "none",
  plugins: [words],
  metafile: true,
  logLevel: "warning",
});

const sizes = {};
for (const [file, { bytes }] of Object.entries(result.metafile.outputs)) sizes[path.basename(file)] = bytes;
process.stdout.write(JSON.stringify(sizes));
