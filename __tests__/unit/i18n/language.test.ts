import { preferenceRedirect, readPreferredLanguage, savePreferredLanguage } from "../../../src/i18n/preferredLanguage";
import { LANGUAGE_PREFERENCE_SCRIPT as PREFERENCE_SCRIPT } from "../../../src/inline-scripts/languagePreference";
import { asShipped, writtenAndShipped } from "../../support/inlineScripts";
import type { KeyValueStore } from "../../../src/lib/storage";
import { readItem, writeItem } from "../../../src/lib/storage";

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (k) => (k in data ? data[k]! : null), setItem: (k, v) => void (data[k] = v) };
}
const refusingStore: KeyValueStore = {
  getItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("quota", "QuotaExceededError");
  },
};

describe("the saved language preference (requirements.md#language)", () => {
  it("reads en and es", () => {
    expect(readPreferredLanguage(memoryStore({ "preferred-language": "es" }))).toBe("es");
    expect(readPreferredLanguage(memoryStore({ "preferred-language": "en" }))).toBe("en");
  });

  it.each(["fr", "ES", "", " es", "null", '{"lang":"es"}'])("ignores the invalid value %j", (value) => {
    expect(readPreferredLanguage(memoryStore({ "preferred-language": value }))).toBeUndefined();
  });

  it("treats a missing value or a refusing browser as no preference", () => {
    expect(readPreferredLanguage(memoryStore())).toBeUndefined();
    expect(readPreferredLanguage(refusingStore)).toBeUndefined();
  });

  it("saves under preferred-language, and reports a refused write instead of throwing", () => {
    const store = memoryStore();
    expect(savePreferredLanguage("es", store)).toBe(true);
    expect(store.data["preferred-language"]).toBe("es");
    expect(savePreferredLanguage("en", refusingStore)).toBe(false);
  });
});

describe("which page a saved preference sends the visitor to", () => {
  it("stays when the preference agrees with the URL or there is none", () => {
    expect(preferenceRedirect("/en/about", "en")).toBeUndefined();
    expect(preferenceRedirect("/es/acerca", "es")).toBeUndefined();
    expect(preferenceRedirect("/es/acerca", undefined)).toBeUndefined();
  });

  it("goes to the paired route when the preference differs (the preference wins)", () => {
    expect(preferenceRedirect("/en/about", "es")).toBe("/es/acerca");
    expect(preferenceRedirect("/es/politicas/privacidad", "en")).toBe("/en/policies/privacy");
    expect(preferenceRedirect("/en", "es")).toBe("/es");
  });

  it("goes to the other language's home from a page without a pair", () => {
    expect(preferenceRedirect("/en/unknown", "es")).toBe("/es");
  });
});

// The script as gatsby-ssr writes it, and as the build leaves it in the pages (minified by esbuild).
describe.each(writtenAndShipped("language-preference", PREFERENCE_SCRIPT))("the inline preference script, %s", (_form, script) => {
  function run(opts: { lang: string; alts: Record<string, string>; redirect?: string; stored?: string | Error }) {
    const replace = jest.fn();
    const attrs: Record<string, string> = { ...Object.fromEntries(Object.entries(opts.alts).map(([k, v]) => [`data-alt-${k}`, v])) };
    if (opts.redirect) attrs["data-redirect"] = opts.redirect;
    const classes = new Set<string>();
    let onClick: ((event: { target: unknown }) => void) | undefined;
    const document = {
      addEventListener: (_type: string, listener: typeof onClick) => void (onClick = listener),
      documentElement: undefined as unknown,
    };
    const documentElement = {
      lang: opts.lang,
      getAttribute: (n: string) => attrs[n] ?? null,
      classList: { add: (c: string) => classes.add(c) },
    };
    const saved: Record<string, string> = {};
    const localStorage = {
      getItem: () => {
        if (opts.stored instanceof Error) throw opts.stored;
        return opts.stored ?? null;
      },
      setItem: (key: string, value: string) => void (saved[key] = value),
    };
    document.documentElement = documentElement;
    new Function("document", "localStorage", "location", script)(document, localStorage, { replace, search: "?q=1", hash: "#x" });
    const click = (target: unknown) => onClick?.({ target });
    return { replace, classes, saved, click };
  }

  it("replaces the location with the paired page when the preference differs", () => {
    const { replace } = run({ lang: "en", alts: { en: "/en/about", es: "/es/acerca" }, stored: "es" });
    expect(replace).toHaveBeenCalledWith("/es/acerca?q=1#x");
  });

  it("does nothing for a matching, invalid or unreadable preference", () => {
    expect(run({ lang: "es", alts: { en: "/en", es: "/es" }, stored: "es" }).replace).not.toHaveBeenCalled();
    expect(run({ lang: "en", alts: { en: "/en", es: "/es" }, stored: "fr" }).replace).not.toHaveBeenCalled();
    expect(run({ lang: "en", alts: { en: "/en", es: "/es" }, stored: new Error("denied") }).replace).not.toHaveBeenCalled();
  });

  it("forwards / to /en, or to the saved language's home", () => {
    expect(run({ lang: "en", alts: { en: "/en", es: "/es" }, redirect: "/en" }).replace).toHaveBeenCalledWith("/en");
    expect(run({ lang: "en", alts: { en: "/en", es: "/es" }, redirect: "/en", stored: "es" }).replace).toHaveBeenCalledWith("/es");
  });

  it("saves the language of a language link as it is clicked, and ignores other clicks", () => {
    const { saved, click } = run({ lang: "en", alts: { en: "/en", es: "/es" } });
    click({ closest: () => null });
    expect(saved).toEqual({});
    click({ closest: (selector: string) => (selector === "a[data-switch-lang]" ? { getAttribute: () => "es" } : null) });
    expect(saved).toEqual({ "preferred-language": "es" });
  });

  it("is shipped smaller than it is written", () => {
    expect(asShipped("language-preference", PREFERENCE_SCRIPT).length).toBeLessThan(PREFERENCE_SCRIPT.length);
  });

  it("marks the document as running JavaScript", () => {
    expect(run({ lang: "en", alts: { en: "/en", es: "/es" } }).classes.has("js")).toBe(true);
  });
});

describe("safe storage", () => {
  it("never throws when the browser refuses storage or there is none", () => {
    expect(readItem("k", refusingStore)).toBeNull();
    expect(writeItem("k", "v", refusingStore)).toBe(false);
    expect(readItem("k", undefined)).toBeNull();
    expect(writeItem("k", "v", undefined)).toBe(false);
  });
});
