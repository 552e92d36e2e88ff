// The CMS configuration is generated from the content model. These tests read the generated
// configuration the way Decap does (folders, i18n, fields) and hold it to the files in content/.
import { SCHEDULE_SUMMARY_FIELD } from "../app/scheduleSummary";
import fs from "fs";
import os from "os";
import path from "path";
import { settings } from "../../config/settings";
import { decapConfig, type DecapCollection, type DecapField } from "../build/decapConfig";
import { ADDRESSES, ITEM_COLLECTIONS, PAGE_STRINGS, POLICIES, SETTINGS } from "../../content-model/model";
import type { Field } from "../../content-model/fields";
import type { JsonObject } from "../../content-model/pageStrings";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../i18n/languages";

const repoRoot = path.resolve(__dirname, "../../..");
const contentDir = path.join(repoRoot, "content");

const englishPages = (dir: string): Record<string, JsonObject> =>
  Object.fromEntries(
    Object.keys(PAGE_STRINGS.namespaces).map((ns) => [
      ns,
      JSON.parse(fs.readFileSync(path.join(dir, "locales", "en", `${ns}.json`), "utf8")),
    ]),
  );
const github = {
  repo: settings.cms.repo,
  branch: settings.cms.branch,
  baseUrl: settings.cms.authBaseUrl,
  authEndpoint: settings.cms.authEndpoint,
};
const generate = (dir = contentDir, localBackendUrl?: string) =>
  decapConfig({ github, siteUrl: settings.siteUrl, localBackendUrl, pageStrings: englishPages(dir) }) as {
    collections: DecapCollection[];
    media_folder: string;
    [key: string]: unknown;
  };

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** Every leaf of a JSON value or a front-matter record, as a list of keys (list items as "[]"). */
function leaves(value: unknown, at: string[] = []): string[][] {
  if (Array.isArray(value)) return value.flatMap((v) => leaves(v, [...at, "[]"]));
  if (value && typeof value === "object" && !(value instanceof Date))
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...at, k]));
  return [at];
}

/** Whether a path of keys leads to a field, the way Decap nests object and list widgets. */
function reaches(fields: readonly DecapField[], keys: readonly string[]): boolean {
  const [key, ...rest] = keys;
  const field = fields.find((f) => f.name === key);
  if (!field) return false;
  if (rest.length === 0) return field.widget !== "object" && field.widget !== "list";
  if (field.widget === "object") return reaches(field.fields as DecapField[], rest);
  if (field.widget === "list" && rest[0] === "[]") {
    if (field.fields) return reaches(field.fields as DecapField[], rest.slice(1));
    return rest.length === 1 && Boolean(field.field);
  }
  return false;
}

/** The content files (and their fields) that no collection of the configuration reaches. */
function unreachable(config: ReturnType<typeof generate>, root: string): string[] {
  const problems: string[] = [];
  for (const file of walk(path.join(root, "content"))) {
    const rel = path.relative(root, file).split(path.sep).join("/");
    // Uploads are reached through the media fields that name them; content/images/ holds the site's own
    // pictures, which code names (the partners' shared stock photo, shown where no logo is uploaded).
    if (rel.startsWith(`${config.media_folder}/`) || rel.startsWith("content/images/")) continue;
    const owners = config.collections.flatMap((c) => {
      if (typeof c.folder === "string") {
        const langs = c.i18n ? LANGUAGES.map((l) => `${c.folder}/${l}/`) : [`${c.folder}/`];
        const inFolder = langs.some(
          (prefix) => rel.startsWith(prefix) && !rel.slice(prefix.length).includes("/") && rel.endsWith(`.${String(c.extension)}`),
        );
        if (!inFolder) return [];
        const filter = c.filter as { field: string; value: string } | undefined;
        if (filter && JSON.parse(fs.readFileSync(file, "utf8"))[filter.field] !== filter.value) return [];
        return [c.fields as DecapField[]];
      }
      return ((c.files as { file: string; fields: DecapField[] }[] | undefined) ?? []).filter((f) => f.file === rel).map((f) => f.fields);
    });
    if (owners.length !== 1) {
      problems.push(`${rel}: ${owners.length === 0 ? "no" : owners.length} CMS collection(s)`);
      continue;
    }
    const data: unknown = rel.endsWith(".md")
      ? (() => {
          const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(fs.readFileSync(file, "utf8"));
          const frontMatter = Object.fromEntries(
            (match?.[1] ?? "")
              .split("\n")
              .filter((l) => /^\w+:/.test(l))
              .map((l) => [l.split(":")[0], true]),
          );
          return { ...frontMatter, body: match?.[2] };
        })()
      : JSON.parse(fs.readFileSync(file, "utf8"));
    for (const keys of leaves(data)) if (!reaches(owners[0]!, keys)) problems.push(`${rel}: "${keys.join(".")}" has no field in the CMS`);
  }
  return problems;
}

describe("the generated CMS configuration", () => {
  const config = generate();

  it("reaches every file and every field in content/, so editors can change everything the site shows", () => {
    expect(unreachable(config, repoRoot)).toEqual([]);
  });

  it("is caught when a file or a field is not reachable", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "reach-"));
    try {
      fs.cpSync(contentDir, path.join(root, "content"), { recursive: true });
      const file = path.join(root, "content", "collections", "news", "en", "pacific-hub.json");
      fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, "utf8")), subtitle: "x" }));
      fs.writeFileSync(path.join(root, "content", "collections", "banner.json"), "{}");
      expect(unreachable(generate(path.join(root, "content")), root)).toEqual([
        "content/collections/banner.json: no CMS collection(s)",
        'content/collections/news/en/pacific-hub.json: "subtitle" has no field in the CMS',
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("edits English and Spanish side by side, one folder per language", () => {
    expect(config.i18n).toEqual({ structure: "multiple_folders", locales: [...LANGUAGES], default_locale: DEFAULT_LANGUAGE });
    const bilingual = config.collections.filter((c) => c.folder);
    expect(bilingual.map((c) => c.name)).toEqual([
      ...ITEM_COLLECTIONS.map((c) => c.name),
      POLICIES.name,
      ...Object.keys(PAGE_STRINGS.namespaces).map((ns) => `page_${ns}`),
    ]);
    for (const c of bilingual) {
      expect({ name: c.name, i18n: c.i18n }).toEqual({ name: c.name, i18n: true });
      // A field without i18n would exist in English only.
      for (const f of c.fields as DecapField[])
        expect({ collection: c.name, field: f.name, i18n: f.i18n === true || f.i18n === "duplicate" }).toEqual({
          collection: c.name,
          field: f.name,
          i18n: true,
        });
    }
  });

  it("lists a scheduled entry with its state (src/cms/app/scheduleSummary.ts), in the scheduled collections only", () => {
    const summary = (name: string) => config.collections.find((c) => c.name === name)?.summary;
    for (const name of ["news", "events", "jobs", "press"]) expect(summary(name)).toContain(`{{fields.${SCHEDULE_SUMMARY_FIELD}}}`);
    for (const name of ["timeline", "stats"]) expect(summary(name)).not.toContain(SCHEDULE_SUMMARY_FIELD);
  });

  it("enters the facts that must match in both languages once (dates, figures, order, keys)", () => {
    const byName = (name: string) => config.collections.find((c) => c.name === name)!.fields as DecapField[];
    const duplicated = (name: string) =>
      byName(name)
        .filter((f) => f.i18n === "duplicate")
        .map((f) => f.name);
    // A scheduled entry goes live and comes down in every language at once.
    const scheduled = ["goesLiveAt", "comesDownAt"];
    expect(duplicated("news")).toEqual(["date", ...scheduled]);
    expect(duplicated("events")).toEqual(["date", "participants", "prizePool", "status", ...scheduled]);
    expect(duplicated("jobs")).toEqual([
      "order",
      "workplace",
      "employmentType",
      "datePosted",
      "closingDate",
      "salaryMin",
      "salaryMax",
      "salaryCurrency",
      "salaryPeriod",
      ...scheduled,
    ]);
    expect(duplicated("timeline")).toEqual(["year"]);
    expect(duplicated("stats")).toEqual(["group", "value", "order"]);
    expect(duplicated("press")).toEqual(["date", ...scheduled]);
    expect(duplicated("policies")).toEqual(["updated"]);
    expect(duplicated("page_home")).toEqual(["page"]);
    // The key is the file name, which both languages share: there is no key field to get wrong.
    for (const c of ITEM_COLLECTIONS) expect(byName(c.name).map((f) => f.name)).not.toContain("key");
  });

  it("uses date pickers for dates, numbers for figures, lists for lists and Markdown for the policies", () => {
    const fields = (name: string) => config.collections.find((c) => c.name === name)!.fields as DecapField[];
    const widget = (name: string, field: string) => fields(name).find((f) => f.name === field)?.widget;
    expect(widget("events", "date")).toBe("datetime");
    expect(fields("events").find((f) => f.name === "date")).toMatchObject({ format: "YYYY-MM-DD", time_format: false, picker_utc: true });
    expect(widget("events", "prizePool")).toBe("number");
    expect(fields("events").find((f) => f.name === "prizePool")).toMatchObject({ value_type: "int", min: 0 });
    expect(widget("policies", "body")).toBe("markdown");
    expect(fields("policies").find((f) => f.name === "body")).toMatchObject({ sanitize_preview: true });
    expect(widget("stats", "group")).toBe("select");
    const pillars = fields("page_home").find((f) => f.name === "pillars")!;
    const items = (pillars.fields as DecapField[]).find((f) => f.name === "items")!;
    // The home page shows four pillars (requirements.md#pages): editors change their words, not their number.
    expect(items).toMatchObject({ widget: "list", min: 4, max: 4, allow_add: false, allow_remove: false });
    expect((items.fields as DecapField[]).find((f) => f.name === "icon")).toMatchObject({ widget: "select" });
  });

  it("requires every field but the uploads and those the model makes optional, and checks placeholders and contact details by pattern", () => {
    // An upload (a picture with its alt text, a document) is optional everywhere: a place without one
    // shows what it shows today. Whether alt text is needed is the content checks' rule, in every language.
    const nested = (fields: readonly Field[]): Field[] =>
      fields.flatMap((f) => [f, ...(f.kind === "object" ? nested(f.fields) : f.kind === "list" ? nested([f.item]) : [])]);
    const optional = new Set(
      [...ITEM_COLLECTIONS, POLICIES, ADDRESSES].flatMap((c) =>
        nested(c.fields)
          .filter((f) => f.required === false)
          .map((f) => `${c.name}.${f.name}`),
      ),
    );
    const isUpload = (f: DecapField) =>
      f.widget === "file" || (f.widget === "object" && ((f.fields as DecapField[]) ?? []).some((x) => x.widget === "image"));
    const all = (fields: DecapField[]): DecapField[] =>
      fields.flatMap((f) => [
        f,
        ...(isUpload(f) ? [] : all((f.fields as DecapField[]) ?? [])),
        ...(f.field ? [f.field as DecapField] : []),
      ]);
    const uploads: string[] = [];
    for (const c of config.collections)
      for (const f of all([
        ...((c.fields as DecapField[]) ?? []),
        ...((c.files as { fields: DecapField[] }[]) ?? []).flatMap((x) => x.fields),
      ])) {
        const field = `${c.name}.${f.name}`;
        if (isUpload(f)) {
          uploads.push(field);
          const parts = [f, ...((f.fields as DecapField[]) ?? [])];
          expect(parts.map((x) => ({ field, part: x.name, required: x.required }))).toEqual(
            parts.map((x) => ({ field, part: x.name, required: false })),
          );
        } else expect({ field, required: f.required }).toEqual({ field, required: optional.has(field) ? false : undefined });
      }
    // Every upload the model declares, for a page or a collection, is in its form.
    const declared = [
      ...Object.entries(PAGE_STRINGS.media).flatMap(([ns, byPath]) =>
        Object.values(byPath).flatMap((fields) => fields.map((f) => `page_${ns}.${f.name}`)),
      ),
      ...ITEM_COLLECTIONS.flatMap((c) =>
        c.fields.filter((f) => f.kind === "image" || f.kind === "document").map((f) => `${c.name}.${f.name}`),
      ),
    ];
    expect(uploads.sort()).toEqual(declared.sort());
    const sent = (
      (config.collections.find((c) => c.name === "page_contact")!.fields as DecapField[]).find((f) => f.name === "toast")!
        .fields as DecapField[]
    ).find((f) => f.name === "sent")!;
    const description = (sent.fields as DecapField[]).find((f) => f.name === "description")!;
    const [regex] = description.pattern as [string, string];
    expect(new RegExp(regex).test("Gracias. Responderemos en {{hours}} horas.")).toBe(true);
    expect(new RegExp(regex).test("Gracias. Responderemos pronto.")).toBe(false);
    const contact = (config.collections.find((c) => c.name === "settings")!.files as { fields: DecapField[] }[])[0]!.fields;
    const [email] = contact.find((f) => f.name === "email")!.pattern as [string, string];
    expect(new RegExp(email).test(settings.email)).toBe(true);
    expect(new RegExp(email).test("hello at example")).toBe(false);
  });

  it("offers the contact details and brand, and none of the requirements' business constants", () => {
    const files = config.collections.find((c) => c.name === "settings")!.files as { file: string; fields: DecapField[] }[];
    expect(files.map((f) => f.file)).toEqual(["content/settings.json"]);
    expect(files[0]!.fields.map((f) => f.name)).toEqual(SETTINGS.fields.map((f) => f.name));
    const text = JSON.stringify(config);
    for (const constant of [
      "partnershipCooldownMs",
      "contactCooldownMs",
      "durationMs",
      "newsCount",
      "upcomingCount",
      "pastCount",
      "firstPageCount",
      "storageKeys",
    ])
      expect({ constant, offered: text.includes(constant) }).toEqual({ constant, offered: false });
  });

  it("deploys with GitHub and the editorial workflow, and works offline with the local backend", () => {
    expect(config.backend).toMatchObject({ name: "github", repo: settings.cms.repo, branch: settings.cms.branch });
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.local_backend).toBeUndefined();
    const local = generate(contentDir, "http://localhost:8081/api/v1");
    expect(local.local_backend).toEqual({ url: "http://localhost:8081/api/v1" });
    expect(local.publish_mode).toBeUndefined();
  });

  it("lets editors create items but not the fixed policies and page texts, and delete none: Decap would commit a deletion straight to the branch", () => {
    for (const c of config.collections.filter((x) => x.folder)) {
      const fixed = c.name === POLICIES.name || c.name.startsWith("page_");
      expect({ name: c.name, create: c.create, delete: c.delete }).toEqual({ name: c.name, create: !fixed, delete: false });
    }
  });
});
