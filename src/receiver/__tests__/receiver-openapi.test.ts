// The receiver's contract, docs/receiver.openapi.yaml, against the app (src/receiver/app.ts): every
// answer it documents is reached by some request, every answer the app gives to a wide set of
// requests is documented with a body that fits its schema, the request schema accepts exactly what
// the app accepts, and its limits and options are the forms' own definitions. The schema subset the
// contract uses (JSON Schema 2020-12: $ref with siblings, type, const, enum, properties, required,
// additionalProperties, minProperties, min/maxLength, pattern, format uri and email, oneOf) is
// checked by the small validator below, so no validator package is needed.
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { createReceiver, type Services } from "../app";
import type { Deliver } from "../delivery";
import { memoryLimiter } from "../rateLimit";
import { SUBMISSION_ID, TOKEN_MAX_LENGTH } from "../inquiry";
import { CONTACT_TOPICS, FORMS, HONEYPOT_FIELD, PARTNERSHIP_CATEGORIES } from "../../forms/definitions";
import { RECEIVER_PATH } from "../../forms/endpoint";
import { isEmail, isUrl } from "../../forms/validation";
import { newSubmissionId } from "../../forms/payload";
import { settings } from "../../config/settings";
import { LANGUAGES } from "../../i18n/languages";

type Schema = Record<string, unknown>;
const spec = YAML.parse(fs.readFileSync(path.resolve(__dirname, "../../../docs/receiver.openapi.yaml"), "utf8")) as Schema;

function resolve(ref: string): Schema {
  const found = ref
    .replace(/^#\//, "")
    .split("/")
    .reduce<unknown>((node, key) => (node as Schema | undefined)?.[key], spec);
  if (!found) throw new Error(`unresolved ${ref}`);
  return found as Schema;
}

/** The problems of `value` against `schema`, as paths; empty when it fits. */
function check(schema: Schema, value: unknown, at = "$"): string[] {
  const problems: string[] = [];
  const { $ref, ...rest } = schema;
  if (typeof $ref === "string") problems.push(...check(resolve($ref), value, at));
  const s = rest;
  if ("const" in s && value !== s.const) problems.push(`${at}: not ${String(s.const)}`);
  if (Array.isArray(s.enum) && !s.enum.includes(value)) problems.push(`${at}: not in enum`);
  if (s.type === "string" && typeof value !== "string") problems.push(`${at}: not a string`);
  if (s.type === "object" && (typeof value !== "object" || value === null || Array.isArray(value)))
    return [...problems, `${at}: not an object`];
  if (typeof value === "string") {
    if (typeof s.minLength === "number" && value.length < s.minLength) problems.push(`${at}: too short`);
    if (typeof s.maxLength === "number" && value.length > s.maxLength) problems.push(`${at}: too long`);
    if (typeof s.pattern === "string" && !new RegExp(s.pattern).test(value)) problems.push(`${at}: pattern`);
    if (s.format === "email" && !isEmail(value)) problems.push(`${at}: format email`);
    if (s.format === "uri" && !isUrl(value)) problems.push(`${at}: format uri`);
  }
  if (s.type === "object" && typeof value === "object" && value !== null) {
    const object = value as Record<string, unknown>;
    const properties = (s.properties ?? {}) as Record<string, Schema>;
    for (const key of (s.required ?? []) as string[]) if (!(key in object)) problems.push(`${at}.${key}: required`);
    if (typeof s.minProperties === "number" && Object.keys(object).length < s.minProperties) problems.push(`${at}: too few properties`);
    for (const [key, item] of Object.entries(object)) {
      const property = properties[key] ?? s.additionalProperties;
      if (property === false || property === undefined) {
        if (property === false) problems.push(`${at}.${key}: not allowed`);
      } else if (property !== true) problems.push(...check(property as Schema, item, `${at}.${key}`));
    }
  }
  if (Array.isArray(s.oneOf)) {
    const fits = (s.oneOf as Schema[]).filter((option) => check(option, value, at).length === 0).length;
    if (fits !== 1) problems.push(`${at}: fits ${fits} of oneOf`);
  }
  return problems;
}

const paths = spec.paths as Record<string, Record<string, Schema>>;
const operation = (template: string, method: string) => paths[template]?.[method.toLowerCase()] as Schema | undefined;
const responseOf = (template: string, method: string, status: number) => {
  const response = (operation(template, method)?.responses as Record<string, Schema> | undefined)?.[String(status)];
  return response && typeof response.$ref === "string" ? resolve(response.$ref) : response;
};
const requestSchema = (operation(RECEIVER_PATH, "post")!.requestBody as { content: Record<string, { schema: Schema }> }).content[
  "application/json"
]!.schema;
const schemas = (spec.components as { schemas: Record<string, Schema> }).schemas;

const partnership = (fields: Record<string, unknown> = {}, rest: Record<string, unknown> = {}) => ({
  form: "partnership",
  language: "en",
  submittedAt: "2025-09-01T15:04:05.678Z",
  fields: {
    company: "Acme",
    website: "https://acme.example",
    region: "Mexico",
    category: PARTNERSHIP_CATEGORIES[0],
    message: "Hi",
    ...fields,
  },
  ...rest,
});
const contact = (fields: Record<string, unknown> = {}, rest: Record<string, unknown> = {}) => ({
  form: "contact",
  language: "es",
  submittedAt: "2025-09-01T15:04:05Z",
  fields: { name: "Ana", email: "ana@example.com", company: "", country: "", topic: CONTACT_TOPICS[0], message: "Hola", ...fields },
  ...rest,
});

interface Exchange {
  method: string;
  path: string;
  body?: unknown;
  raw?: string;
  type?: string;
  headers?: Record<string, string>;
  services?: Partial<Services>;
}

let visitorCount = 0;
/** Each exchange from a visitor of its own, so only the exchanges meant to meet the rate limit meet it. */
async function run(exchange: Exchange, app = createApp(exchange.services)) {
  const init: RequestInit = {
    method: exchange.method,
    headers: { "X-Test-Visitor": `192.0.2.${++visitorCount % 250}`, ...exchange.headers },
  };
  if (exchange.body !== undefined || exchange.raw !== undefined) {
    init.body = exchange.raw ?? JSON.stringify(exchange.body);
    (init.headers as Record<string, string>)["Content-Type"] = exchange.type ?? "application/json";
  }
  return app.request(exchange.path, init);
}
function createApp(services: Partial<Services> = {}) {
  const deliver: Deliver = async () => undefined;
  const limiter = memoryLimiter();
  return createReceiver((c) => ({
    deliver,
    limiter,
    visitor: c.req.header("X-Test-Visitor") ?? "unknown",
    log: () => undefined,
    ...services,
  }));
}

const template = (requestPath: string) => (requestPath === RECEIVER_PATH ? RECEIVER_PATH : "/{other}");

/** Whether the answer is documented for its path and method, with a body that fits and the headers named. */
async function documented(exchange: Exchange, response: Response): Promise<string[]> {
  const doc = responseOf(template(exchange.path), exchange.method, response.status);
  if (!doc) return [`${exchange.method} ${exchange.path} ${response.status}: not documented`];
  const problems: string[] = [];
  const text = await response.text();
  const content = doc.content as Record<string, { schema: Schema }> | undefined;
  if (content) problems.push(...check(content["application/json"]!.schema, JSON.parse(text)).map((p) => `${response.status}: ${p}`));
  else if (text !== "") problems.push(`${response.status}: a body where none is documented`);
  for (const name of Object.keys((doc.headers ?? {}) as object))
    if (response.headers.get(name) === null) problems.push(`${response.status}: header ${name} missing`);
  return problems;
}

const BAD_BODIES: unknown[] = [
  contact({ message: 42 }),
  contact({ name: ["x"] }),
  contact({ email: undefined }),
  contact({ name: "" }),
  contact({ topic: "gossip" }),
  contact({ email: "ana@" }),
  contact({ name: "Ana\r\nBcc: x@example.com" }),
  contact({ country: "M\u0000x" }),
  contact({ message: "bell\u0007" }),
  contact({ name: "a".repeat(301) }),
  contact({ message: "a".repeat(20_001) }),
  contact({ unknown: "x" }),
  contact({}, { extra: 1 }),
  contact({}, { language: "fr" }),
  contact({}, { form: "newsletter" }),
  contact({}, { submittedAt: "2025-09-01T15:04:05+00:00" }),
  contact({}, { submittedAt: "yesterday" }),
  contact({}, { id: "not-a-uuid" }),
  contact({}, { id: "7F2B6013-C06F-4221-B69B-2CDB2B0065FE" }),
  contact({}, { turnstileToken: "" }),
  contact({}, { turnstileToken: "x".repeat(TOKEN_MAX_LENGTH + 1) }),
  contact({}, { turnstileToken: "has space" }),
  partnership({ website: "acme" }),
  partnership({ category: "other-thing" }),
  partnership({ region: undefined }),
  { form: "contact" },
  [],
  "text",
  null,
];
const GOOD_BODIES: unknown[] = [
  contact(),
  contact({ company: undefined, country: undefined }),
  contact({ name: "a".repeat(300), message: "a".repeat(20_000) }),
  contact({ message: "Line\n\twith tab" }),
  contact({}, { id: newSubmissionId() }),
  contact({}, { submittedAt: "2025-09-01T15:04:05.1Z" }),
  partnership(),
  partnership({}, { id: newSubmissionId(), turnstileToken: "a.b-c_d" }),
  partnership({ [HONEYPOT_FIELD]: "" }),
  partnership({ [HONEYPOT_FIELD]: "+1 555 0100" }),
];

describe("docs/receiver.openapi.yaml, the receiver's contract", () => {
  it("is OpenAPI 3.1 and every reference in it resolves", () => {
    expect(spec.openapi).toMatch(/^3\.1\./);
    const refs = JSON.stringify(spec).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(() => resolve(JSON.parse(`{${ref}}`).$ref as string)).not.toThrow();
  });

  it("names each form's fields, limits and options as the forms define them, the honeypot, the id and the token", () => {
    for (const [form, definition] of Object.entries(FORMS)) {
      const name = form === "contact" ? "ContactSubmission" : "PartnershipSubmission";
      const fields = (schemas[name]!.properties as Record<string, Schema>).fields!;
      const properties = fields.properties as Record<string, Schema>;
      expect(Object.keys(properties).sort()).toEqual([...definition.fields, HONEYPOT_FIELD].sort());
      expect([...(fields.required as string[])].sort()).toEqual(
        definition.rules
          .filter((r) => r.required)
          .map((r) => r.name)
          .sort(),
      );
      for (const rule of definition.rules) {
        const property = properties[rule.name]!;
        const base = property.$ref ? resolve(property.$ref as string) : property;
        if (rule.options) expect(property.enum ?? base.enum).toEqual([...rule.options]);
        else expect([rule.name, base.maxLength]).toEqual([rule.name, rule.maxLength]);
      }
    }
    expect(schemas.Language!.enum).toEqual([...LANGUAGES]);
    expect(schemas.SubmissionId!.pattern).toBe(SUBMISSION_ID.source);
    expect(schemas.TurnstileToken!.maxLength).toBe(TOKEN_MAX_LENGTH);
  });

  it("its request schema accepts what the receiver accepts and refuses what it refuses", async () => {
    for (const body of [...GOOD_BODIES, ...BAD_BODIES]) {
      const status = (await run({ method: "POST", path: RECEIVER_PATH, body })).status;
      // As sent: JSON leaves out what is undefined.
      const fits = check(requestSchema, JSON.parse(JSON.stringify(body)) as unknown).length === 0;
      const label = JSON.stringify(body).slice(0, 200);
      expect([label, status === 200]).toEqual([label, fits]);
    }
  });

  it("every answer the app gives is documented with its body and headers, and every documented answer is reached", async () => {
    const failing: Deliver = async () => Promise.reject(new Error("down"));
    const exchanges: Exchange[] = [
      ...[...GOOD_BODIES, ...BAD_BODIES].map((body) => ({ method: "POST", path: RECEIVER_PATH, body })),
      { method: "POST", path: RECEIVER_PATH, raw: "{not json" },
      { method: "POST", path: RECEIVER_PATH, raw: "", type: "application/json" },
      { method: "POST", path: RECEIVER_PATH, body: contact({ message: "x".repeat(settings.forms.receiverMaxBodyBytes) }) },
      { method: "POST", path: RECEIVER_PATH, raw: "name=Ana", type: "application/x-www-form-urlencoded" },
      { method: "POST", path: RECEIVER_PATH, raw: JSON.stringify(contact()), type: "text/plain" },
      { method: "POST", path: RECEIVER_PATH, body: contact(), services: { deliver: undefined } },
      { method: "POST", path: RECEIVER_PATH, body: contact(), services: { deliver: failing } },
      { method: "POST", path: RECEIVER_PATH, body: contact(), services: { verify: async () => false } },
      { method: "POST", path: RECEIVER_PATH, body: contact({}, { turnstileToken: "t" }), services: { verify: async () => false } },
      {
        method: "POST",
        path: RECEIVER_PATH,
        body: contact({}, { turnstileToken: "t" }),
        services: { verify: async () => Promise.reject(new Error("down")) },
      },
      {
        method: "POST",
        path: RECEIVER_PATH,
        body: contact(),
        services: { limiter: async () => Promise.reject(new Error("binding down")) },
      },
      {
        method: "POST",
        path: RECEIVER_PATH,
        body: contact(),
        services: { ceilingPerMinute: 1 },
        headers: { "X-Test-Visitor": "198.51.100.1" },
      },
      ...["GET", "PUT", "PATCH", "DELETE", "OPTIONS"].map((method) => ({ method, path: RECEIVER_PATH })),
      {
        method: "OPTIONS",
        path: RECEIVER_PATH,
        headers: { Origin: "https://site.example", "Access-Control-Request-Method": "POST" },
        services: { allowedOrigin: "https://site.example" },
      },
      { method: "GET", path: "/api/elsewhere" },
      { method: "POST", path: "/", body: contact() },
    ];
    const reached = new Set<string>();
    const problems: string[] = [];
    for (const exchange of exchanges) {
      const response = await run(exchange);
      reached.add(`${exchange.method.toLowerCase()} ${template(exchange.path)} ${response.status}`);
      problems.push(...(await documented(exchange, response)));
    }
    // One app for the limits, which need a first delivery to have happened.
    const app = createApp({ ceilingPerMinute: 1 });
    for (const headers of [
      { "X-Test-Visitor": "198.51.100.7" },
      { "X-Test-Visitor": "198.51.100.7" },
      { "X-Test-Visitor": "198.51.100.8" },
    ]) {
      const exchange = { method: "POST", path: RECEIVER_PATH, body: contact(), headers };
      const response = await run(exchange, app);
      reached.add(`post ${RECEIVER_PATH} ${response.status}`);
      problems.push(...(await documented(exchange, response)));
    }
    expect(problems).toEqual([]);

    const documentedAnswers = Object.entries(paths).flatMap(([p, item]) =>
      Object.entries(item)
        .filter(([method]) => ["get", "post", "put", "patch", "delete", "options"].includes(method))
        .flatMap(([method, op]) => Object.keys((op as Schema).responses as object).map((status) => `${method} ${p} ${status}`)),
    );
    expect(documentedAnswers.filter((answer) => !reached.has(answer))).toEqual([]);
  });
});
