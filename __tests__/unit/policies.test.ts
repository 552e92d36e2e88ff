import fs from "fs";
import os from "os";
import path from "path";
import matter from "gray-matter";
import { checkPolicies } from "../../src/lib/contentChecks";
import { routes } from "../../src/i18n/routes";
import { settings } from "../../src/config/settings";

const contentDir = path.resolve(__dirname, "../../content");
const policiesDir = path.join(contentDir, "policies");
const POLICY_KEYS = ["privacy", "terms", "compliance", "cookies"] as const;
const LANGS = ["en", "es"] as const;
type PolicyKey = (typeof POLICY_KEYS)[number];
type Lang = (typeof LANGS)[number];

interface Policy {
  folder: Lang;
  /** The file name is the policy's key (its route in the slug map). */
  key: string;
  file: string;
  data: Record<string, unknown>;
  body: string;
}

const policies: Policy[] = LANGS.flatMap((folder) =>
  fs
    .readdirSync(path.join(policiesDir, folder))
    .filter((f) => f.endsWith(".md"))
    .map((file) => {
      const parsed = matter(fs.readFileSync(path.join(policiesDir, folder, file), "utf8"));
      return { folder, key: file.replace(/\.md$/, ""), file: `${folder}/${file}`, data: parsed.data, body: parsed.content };
    }),
);

const policyFor = (key: PolicyKey, lang: Lang): Policy => {
  const found = policies.filter((p) => p.key === key && p.folder === lang);
  if (found.length !== 1) throw new Error(`expected one "${key}" policy in ${lang}, found ${found.length}`);
  return found[0]!;
};
const h2Headings = (body: string) => body.split("\n").filter((line) => line.startsWith("## ")).map((line) => line.slice(3).trim());
const storageKeys = Object.values(settings.storageKeys);

describe("the policy Markdown files", () => {
  it("pass the front-matter check the build runs", () => {
    expect(checkPolicies(contentDir, POLICY_KEYS)).toEqual([]);
  });

  it("cover exactly the policy pages of the slug map", () => {
    expect(routes.filter((r) => r.template === "policy").map((r) => r.key).sort()).toEqual([...POLICY_KEYS].sort());
  });

  it("have each of the four policies exactly once in each language", () => {
    for (const key of POLICY_KEYS)
      for (const lang of LANGS)
        expect({ key, lang, count: policies.filter((p) => p.key === key && p.folder === lang).length }).toEqual({ key, lang, count: 1 });
    expect(policies).toHaveLength(POLICY_KEYS.length * LANGS.length);
  });

  it("have exactly the front matter fields, a one-sentence meta description and the 2025-10-01 update date", () => {
    for (const p of policies) {
      expect({ file: p.file, fields: Object.keys(p.data).sort() }).toEqual({ file: p.file, fields: ["description", "title", "updated"] });
      const description = p.data.description as string;
      expect(description.length).toBeGreaterThanOrEqual(120);
      expect(description.length).toBeLessThanOrEqual(170);
      expect(description.match(/[.!?](\s|$)/g)).toHaveLength(1);
      expect(new Date(p.data.updated as Date).toISOString().slice(0, 10)).toBe("2025-10-01");
    }
  });

  it("have the section counts of the specification: privacy 6, terms 6, compliance 5, cookies 5, in both languages", () => {
    const expected: Record<PolicyKey, number> = { privacy: 6, terms: 6, compliance: 5, cookies: 5 };
    for (const key of POLICY_KEYS)
      for (const lang of LANGS)
        expect({ key, lang, sections: h2Headings(policyFor(key, lang).body).length }).toEqual({ key, lang, sections: expected[key] });
  });

  it("leave the h1 to the template and give every section a unique heading", () => {
    for (const p of policies) {
      expect({ file: p.file, h1: p.body.split("\n").filter((line) => /^#\s/.test(line)) }).toEqual({ file: p.file, h1: [] });
      const headings = h2Headings(p.body);
      expect({ file: p.file, unique: new Set(headings).size }).toEqual({ file: p.file, unique: headings.length });
    }
  });

  it("state in both languages that the terms are governed by Wyoming law", () => {
    expect(policyFor("terms", "en").body).toMatch(/governed by the laws of the State of Wyoming/);
    expect(policyFor("terms", "es").body).toMatch(/se rigen por las leyes del estado de Wyoming/);
  });

  it("cover beneficial ownership reporting and the annual report in the compliance statement in both languages", () => {
    const en = policyFor("compliance", "en").body;
    const es = policyFor("compliance", "es").body;
    expect(en).toMatch(/beneficial ownership/i);
    expect(en).toMatch(/Corporate Transparency Act/);
    expect(en).toMatch(/annual report/i);
    expect(en).toMatch(/Wyoming Secretary of State/);
    expect(es).toMatch(/beneficiarios finales/i);
    expect(es).toMatch(/Corporate Transparency Act/);
    expect(es).toMatch(/informe anual/i);
    expect(es).toMatch(/Secretaría de Estado de Wyoming/);
    for (const body of [en, es]) expect(body).toContain(settings.address.locality);
  });

  it("name all four storage keys of content/settings.json in the privacy and cookie policies in both languages", () => {
    expect(storageKeys).toHaveLength(4);
    for (const key of ["privacy", "cookies"] as const)
      for (const lang of LANGS) {
        const body = policyFor(key, lang).body;
        for (const storageKey of storageKeys) expect({ key, lang, storageKey, named: body.includes(`\`${storageKey}\``) }).toEqual({ key, lang, storageKey, named: true });
      }
  });

  it("give the contact e-mail and registered agent address exactly as content/settings.json has them", () => {
    const { street, locality, region, postalCode } = settings.address;
    for (const key of ["privacy", "cookies", "compliance"] as const)
      for (const lang of LANGS) {
        const body = policyFor(key, lang).body;
        expect(body).toContain(settings.email);
        expect(body).toContain(`${street}, ${locality}, ${region} ${postalCode}`);
      }
  });

  it("link only to pages that exist in the same language", () => {
    const paths = new Set(routes.flatMap((r) => Object.values(r.paths)));
    for (const p of policies)
      for (const [, href] of p.body.matchAll(/\]\((\/[^)\s]*)\)/g)) {
        expect({ file: p.file, href, exists: paths.has(href!) }).toEqual({ file: p.file, href, exists: true });
        expect(href!.startsWith(`/${p.folder}/`)).toBe(true);
      }
  });
});

describe("checkPolicies reports a broken policy by file and field", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "policies-"));
    fs.cpSync(policiesDir, path.join(dir, "policies"), { recursive: true });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const policyFile = (key: PolicyKey, lang: Lang) => path.join(dir, "policies", policyFor(key, lang).file);
  const rewrite = (file: string, edit: (text: string) => string) => {
    const before = fs.readFileSync(file, "utf8");
    const after = edit(before);
    expect(after).not.toBe(before);
    fs.writeFileSync(file, after);
  };

  it("accepts the untouched copy", () => {
    expect(checkPolicies(dir, POLICY_KEYS)).toEqual([]);
  });

  it("names the language folder and key when a policy lacks its pair in the other language", () => {
    fs.rmSync(policyFile("cookies", "es"));
    expect(checkPolicies(dir, POLICY_KEYS)).toEqual(["content/policies/es/cookies.md: is missing: every item needs both languages"]);
  });

  it("names the file and the field when a front matter field is missing", () => {
    const file = policyFile("terms", "en");
    rewrite(file, (text) => text.replace(/^description:.*\n/m, ""));
    expect(checkPolicies(dir, POLICY_KEYS)).toEqual(['content/policies/en/terms.md: "description" is missing']);
  });

  it("names the file and the field when a front matter date is not a date", () => {
    const file = policyFile("privacy", "es");
    rewrite(file, (text) => text.replace(/^updated:.*$/m, "updated: el primero de octubre"));
    expect(checkPolicies(dir, POLICY_KEYS)).toEqual(['content/policies/es/privacy.md: "updated" must be a date like 2025-09-01']);
  });

  it("names the file, and the line, when its front matter YAML is malformed", () => {
    const file = policyFile("compliance", "es");
    // A typical editing slip: an unquoted title that itself contains ": ".
    rewrite(file, (text) => text.replace(/^title:.*$/m, "title: Declaración de cumplimiento: versión 2025"));
    const errors = checkPolicies(dir, POLICY_KEYS);
    expect(errors).toContainEqual(expect.stringMatching(new RegExp(`^content/policies/${policyFor("compliance", "es").file}: front matter is malformed \\(.*line \\d+.*\\)$`)));
    // The unreadable file also leaves Spanish without a compliance policy, which is reported too.
    expect(errors).toContainEqual("content/policies/es/compliance.md: is missing: every item needs both languages");
    expect(errors).toHaveLength(2);
  });

  it("names a file whose name is no policy of the slug map, and the policy it leaves without English", () => {
    fs.renameSync(policyFile("terms", "en"), path.join(dir, "policies", "en", "terms-of-use.md"));
    expect(checkPolicies(dir, POLICY_KEYS).sort()).toEqual([
      "content/policies/en/terms-of-use.md: not read by the site; policies are privacy.md, terms.md, compliance.md, cookies.md",
      "content/policies/en/terms.md: is missing: every item needs both languages",
    ]);
  });
});
