import fs from "fs";
import os from "os";
import path from "path";
import matter from "gray-matter";
import { checkPolicies } from "../../../src/node/contentChecks";
import { routes } from "../../../src/i18n/routes";
import { settings } from "../../../src/config/settings";
import { fillPolicyPlaceholders, unknownPlaceholders } from "../../../src/content-model/policyPlaceholders";

const contentDir = path.resolve(__dirname, "../../../content");
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

  it("have exactly the front matter fields, and the same update date in both languages", () => {
    for (const p of policies) {
      expect({ file: p.file, fields: Object.keys(p.data).sort() }).toEqual({ file: p.file, fields: ["description", "title", "updated"] });
      const english = policyFor(p.key as PolicyKey, "en").data.updated as Date;
      expect({ file: p.file, updated: new Date(p.data.updated as Date).toISOString() }).toEqual({ file: p.file, updated: new Date(english).toISOString() });
    }
  });

  it("leave the h1 to the template and give every section a unique heading", () => {
    for (const p of policies) {
      expect({ file: p.file, h1: p.body.split("\n").filter((line) => /^#\s/.test(line)) }).toEqual({ file: p.file, h1: [] });
      const headings = h2Headings(p.body);
      expect({ file: p.file, unique: new Set(headings).size }).toEqual({ file: p.file, unique: headings.length });
    }
  });

  // The storage keys are code (src/config/): a policy that stops naming one no longer tells the truth.
  it("name all four storage keys of src/config in the privacy and cookie policies in both languages", () => {
    expect(storageKeys).toHaveLength(4);
    for (const key of ["privacy", "cookies"] as const)
      for (const lang of LANGS) {
        const body = policyFor(key, lang).body;
        for (const storageKey of storageKeys) expect({ key, lang, storageKey, named: body.includes(`\`${storageKey}\``) }).toEqual({ key, lang, storageKey, named: true });
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

  it("names a placeholder the site cannot fill in", () => {
    rewrite(policyFile("terms", "es"), (text) => `${text}\nEscríbanos a {{emial}}.\n`);
    expect(checkPolicies(dir, POLICY_KEYS)).toEqual(['content/policies/es/terms.md: "body" writes {{emial}}, which the site cannot fill in (it fills in {{email}} or {{address}})']);
  });
});

describe("the contact details in a policy", () => {
  const contact = { email: "a&b@example.org", address: { street: "1 <Main> St", locality: "Town", region: "WY", postalCode: "82000" } };

  it("are filled in from the settings: the e-mail as a mail link, the address as text, both escaped", () => {
    expect(fillPolicyPlaceholders("<p>Write to {{email}} or {{ address }}, United States.</p>", contact)).toBe(
      '<p>Write to <a href="mailto:a&amp;b@example.org">a&amp;b@example.org</a> or 1 &lt;Main&gt; St, Town, WY 82000, United States.</p>',
    );
  });

  it("leave any other double braces as written", () => {
    expect(fillPolicyPlaceholders("<p>{{phone}} {email}</p>", contact)).toBe("<p>{{phone}} {email}</p>");
    expect(unknownPlaceholders("{{email}} {{phone}} {{ Fax }}")).toEqual(["phone", "Fax"]);
  });
});
