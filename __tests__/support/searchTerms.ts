// Words to search for, chosen from the content under test (never today's words): one only a policy's
// text holds, one with an accent, one only the footer holds. "Only" is by the word's first five
// letters, so another page's "siguen" cannot answer for "síguenos" once both are stemmed.
import fs from "fs";
import path from "path";
import { routes } from "../../src/i18n/routes";
import type { Lang } from "../../src/i18n/languages";
import { CONTENT_DIR } from "./siteUnderTest";

type Source = { file: string; text: string };

/** Every string of a JSON value, joined. */
const strings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(strings)
        : [];

/** Every text of one language's content, by file (a page's strings, an item, a policy). */
function sources(lang: Lang): Source[] {
  const files = (dir: string, ext: string) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true, encoding: "utf8" })
          .filter((f) => f.endsWith(ext) && (f.split(path.sep).includes(lang) || dir.endsWith(lang)))
          .map((f) => path.join(dir, f))
      : [];
  return [
    ...files(path.join(CONTENT_DIR, "locales", lang), ".json"),
    ...files(path.join(CONTENT_DIR, "collections"), ".json"),
    ...files(path.join(CONTENT_DIR, "policies", lang), ".md"),
  ].map((file) => ({
    file,
    text: file.endsWith(".md") ? fs.readFileSync(file, "utf8") : strings(JSON.parse(fs.readFileSync(file, "utf8"))).join("\n"),
  }));
}

const words = (text: string) => [...new Set(text.match(/\p{L}{8,}/gu) ?? [])];
const stem = (word: string) => word.toLowerCase().slice(0, 5);
const stripAccents = (word: string) => word.normalize("NFD").replace(/[\u0300-\u036f]/g, "");

/** A word of `text` whose first five letters no text of `others` holds, accents folded. */
function uniqueWord(text: string, others: readonly string[], accept: (word: string) => boolean = () => true): string | undefined {
  const rest = stripAccents(others.join("\n").toLowerCase());
  return words(text).find((word) => accept(word) && !rest.includes(stripAccents(stem(word))));
}

/** A word only one policy's text holds, and that policy's page. */
export function policyWord(lang: Lang, accented = false): { word: string; path: string } {
  const all = sources(lang);
  for (const route of routes.filter((r) => r.template === "policy")) {
    const own = all.find((s) => s.file === path.join(CONTENT_DIR, "policies", lang, `${route.key}.md`));
    if (!own) continue;
    const word = uniqueWord(
      own.text.replace(/^---[\s\S]*?---/, ""),
      all.filter((s) => s !== own).map((s) => s.text),
      (w) => !accented || stripAccents(w) !== w,
    );
    if (word) return { word, path: route.paths[lang] };
  }
  throw new Error(`No ${accented ? "accented " : ""}word in ${lang} is a policy's alone: the search test needs one`);
}

/**
 * A word only the site's frame holds, which the index must not have: the cookie notice's first (it sits
 * outside <main> but in no <header>, <nav> or <footer>), else the footer's (content/locales/<lang>/common.json).
 */
export function frameWord(lang: Lang): string {
  const common = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "locales", lang, "common.json"), "utf8")) as Record<string, unknown>;
  const others = (...frame: string[]) => [
    ...sources(lang)
      .filter((s) => !s.file.endsWith(`${path.sep}common.json`))
      .map((s) => s.text),
    ...strings(Object.fromEntries(Object.entries(common).filter(([key]) => !frame.includes(key)))),
  ];
  const word =
    uniqueWord(strings(common.cookieBanner).join("\n"), others("cookieBanner", "footer")) ??
    uniqueWord(strings(common.footer).join("\n"), others("cookieBanner", "footer"));
  if (!word) throw new Error(`No word of the ${lang} cookie notice or footer is theirs alone: the search test needs one`);
  return word;
}

export { stripAccents };
