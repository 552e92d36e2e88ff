import { LANGUAGES } from "./languages";
// The slug map (src/config/routes.json) is code, but a slip in it breaks every link to a page, so
// the build checks it before creating pages, and the unit tests do too.

const WHERE = "src/config/routes.json";
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

export function checkRoutes(routes: unknown): string[] {
  if (!Array.isArray(routes)) return [`${WHERE}: must be a list of routes`];
  const errors: string[] = [];
  const seen = new Set<string>();
  routes.forEach((route, i) => {
    if (!isObject(route)) return errors.push(`${WHERE}[${i}]: must be an object`);
    if (typeof route.key !== "string" || !route.key) errors.push(`${WHERE}[${i}].key: missing`);
    if (typeof route.template !== "string" || !route.template) errors.push(`${WHERE}[${i}].template: missing`);
    for (const lang of LANGUAGES) {
      const p = isObject(route.paths) ? route.paths[lang] : undefined;
      if (typeof p !== "string" || !(p === `/${lang}` || p.startsWith(`/${lang}/`)))
        errors.push(`${WHERE}[${i}].paths.${lang}: must be a path under /${lang}`);
      else if (seen.has(p)) errors.push(`${WHERE}[${i}].paths.${lang}: "${p}" is used twice`);
      else seen.add(p);
    }
    // A list route: one page per value of a list's items, at a path with ":value" where the value goes.
    if (route.by !== undefined) {
      if (!["month", "year", "type", "place"].includes(String(route.by)))
        errors.push(`${WHERE}[${i}].by: must be month, year, type or place`);
      if (
        typeof route.list !== "string" ||
        !routes.some((r) => isObject(r) && r.key === route.list && r.entries === undefined && r.by === undefined)
      )
        errors.push(`${WHERE}[${i}].list: must be the key of the page that lists the items`);
      if (route.items !== undefined && (typeof route.items !== "string" || route.items === ""))
        errors.push(`${WHERE}[${i}].items: must name an item collection`);
      for (const lang of LANGUAGES) {
        const p = isObject(route.paths) ? route.paths[lang] : undefined;
        if (typeof p === "string" && p.split(":value").length !== 2) errors.push(`${WHERE}[${i}].paths.${lang}: must hold ":value" once`);
        // Beside the items' own pages (/en/press/<key>), only a value without a letter can never be a key.
        const entry = routes.find(
          (r) =>
            isObject(r) &&
            r.entries !== undefined &&
            isObject(r.paths) &&
            typeof r.paths[lang] === "string" &&
            (r.paths[lang] as string).replace(":key", ":value") === p,
        );
        if (entry && route.by !== "month" && route.by !== "year")
          errors.push(`${WHERE}[${i}].paths.${lang}: "${p}" is where the items' own pages are: only a month or a year can share it`);
      }
    }
    // An entry route: one page per item of a collection, at a path with ":key" where the item's key goes.
    if (route.entries !== undefined) {
      if (typeof route.entries !== "string" || !route.entries) errors.push(`${WHERE}[${i}].entries: must name an item collection`);
      if (typeof route.parent !== "string" || !routes.some((r) => isObject(r) && r.key === route.parent && r.entries === undefined))
        errors.push(`${WHERE}[${i}].parent: must be the key of the page that lists the items`);
      for (const lang of LANGUAGES) {
        const p = isObject(route.paths) ? route.paths[lang] : undefined;
        if (typeof p === "string" && p.split(":key").length !== 2) errors.push(`${WHERE}[${i}].paths.${lang}: must hold ":key" once`);
      }
    }
    return undefined;
  });
  // The short addresses (a page's path without its language's prefix, src/i18n/routes.ts) forward to
  // their page on every host: no two pages may claim one (one page may, in two languages: the same
  // word), and none may be a page or a language's space.
  const claimed = new Map<string, { key: unknown; path: string }>();
  for (const route of routes) {
    if (!isObject(route) || route.entries !== undefined || !isObject(route.paths)) continue;
    for (const lang of LANGUAGES) {
      const p = route.paths[lang];
      if (typeof p !== "string" || !p.startsWith(`/${lang}/`)) continue;
      const short = p.slice(lang.length + 1);
      const other = claimed.get(short);
      if (other !== undefined && other.key !== route.key)
        errors.push(`${WHERE}: the short address "${short}" would lead to both "${other.path}" and "${p}": give one of them another path`);
      else if (seen.has(short) || LANGUAGES.some((l) => short === `/${l}` || short.startsWith(`/${l}/`)))
        errors.push(`${WHERE}: the short address "${short}" of "${p}" is a language's own address: give the page another path`);
      if (!other) claimed.set(short, { key: route.key, path: p });
    }
  }
  return errors;
}
