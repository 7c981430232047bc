// The words the site's scripts show, from the project's one message catalogue
// (tractor_core/text): a message's id is its English, its Chinese is the catalogue's. A module
// that shows words imports them from "tractor:words": the build (sitebuild/bundle.mjs) gives it
// the Chinese of exactly the messages its say(...) / sayNodes(...) calls name, and fails the
// build on one without (sitebuild/hooks.py script_words). English pages show the id itself.

// (An id "context|English" tells one English word apart by context: its English is after the |.)

// The page's language: "zh" on the Chinese site (/zh/), else "en".
export const pageLang = () => ((document.documentElement.lang || "en").startsWith("zh") ? "zh" : "en");

// The key of a message in a script's table: its id's FNV-1a hash (32 bits, over its UTF-16 code
// units), in base 36 (sitebuild/hooks.py message_key: the same): the English is not written
// twice, once at the call and once as the key.
export function messageKey(id) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

// A message in the page's language (or lang), its {values} filled in: text.
// sayNodes: the same as a list of text and nodes, for a value that is an element (a link).
// chinese: the script's table, {message key: Chinese}.
// say(id), say(id, values), say(id, lang) or say(id, values, lang): a part of a page with a
// language button of its own (a tool, the practice table) names its language ("en" / "zh").
export function sayWith(chinese) {
  const english = (id) => id.replace(/^[\w.-]+\|/, "");
  const template = (id, lang) => ((lang || pageLang()) === "zh" ? chinese[messageKey(id)] ?? english(id) : english(id));
  const parts = (id, values, lang) => {
    if (typeof values === "string") [values, lang] = [{}, values];
    return template(id, lang).split(/(\{\w+\})/).filter(Boolean)
      .map((part) => { const name = /^\{(\w+)\}$/.exec(part)?.[1]; return name && name in values ? values[name] : part; });
  };
  return {
    say: (id, values = {}, lang = null) => parts(id, values, lang).map(String).join(""),
    sayNodes: (id, values = {}, lang = null) => parts(id, values, lang),
  };
}
