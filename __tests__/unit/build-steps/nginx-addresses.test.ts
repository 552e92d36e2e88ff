// nginx reads the addresses file (deploy/generated/addresses.conf) the build writes from the editors'
// list: every character the list's rules accept must leave it a file nginx loads. nginx -t runs on
// the server block and that file, as deployed and as the tests serve it (__tests__/support/nginx.mjs).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PLAIN_PATH_CHARACTERS } from "../../../src/content-model/addresses";
import { ADDRESSES } from "../../../src/content-model/model";
import { serialiseJson, shapeOf } from "../../../src/content-model/serialise";
import { addressPlan, checkAddresses, type AddressPlan } from "../../../src/node/hosts/addresses";
import { nginxAddresses, nginxConf } from "../../../src/node/hosts/nginxConf";
import { pathFor } from "../../../src/i18n/routes";

const ROOT = path.resolve(__dirname, "../../..");
const NOW = Date.parse("2026-11-29T12:00:00Z");
// Every character an old address may hold, and a web address with a query, a fragment and escapes.
const EVERY_CHARACTER = `/en/${PLAIN_PATH_CHARACTERS.replace("/", "")}/x`;
const LINES = [
  { from: EVERY_CHARACTER, to: pathFor("press", "en") },
  { from: `${EVERY_CHARACTER}-gone` },
  { from: "/es/old", to: "https://www.example.org/a-b_c.d~e/f?g=h&i=j+k,l(m)!n@o%20p#q" },
  { from: "/es/port", to: "https://www.example.org:8443/x" },
];

let dir: string;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-addresses-"))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** nginx -t (as deployed, and as served by the tests) on a server block and the addresses file of `plan`. */
function nginxCheck(plan: Pick<AddressPlan, "moved" | "gone">) {
  fs.writeFileSync(path.join(dir, "nginx.conf"), nginxConf({ csp: "default-src 'self'" }));
  fs.writeFileSync(path.join(dir, "addresses.conf"), nginxAddresses(plan));
  return spawnSync("node", ["__tests__/support/nginx.mjs", "--check", "--conf", path.join(dir, "nginx.conf")], {
    cwd: ROOT,
    encoding: "utf8",
  });
}

it("loads the addresses file with every character the list accepts, in old and new addresses", () => {
  const content = path.join(dir, "content");
  fs.cpSync(path.join(ROOT, "content"), content, { recursive: true });
  fs.writeFileSync(path.join(content, ADDRESSES.file), serialiseJson({ addresses: LINES }, shapeOf(ADDRESSES.fields)));
  expect(checkAddresses(content, NOW)).toEqual([]);
  const plan = addressPlan(content, NOW);
  expect(plan.editorsMoved).toHaveLength(3);
  expect(plan.gone.map((page) => page.path)).toEqual([`${EVERY_CHARACTER}-gone`]);
  const checked = nginxCheck(plan);
  expect(checked.stdout).toMatch(/nginx -t, as deployed [^\n]*: ok/);
  expect(checked.stdout).toMatch(/nginx -t, as served by the tests [^\n]*: ok/);
  expect(checked.status).toBe(0);
});

it("would not load a line holding a character the list refuses (the case the rules exist for)", () => {
  const checked = nginxCheck({ moved: [{ from: "/en/a;b", to: "/en" }], gone: [] });
  expect(checked.stdout).toMatch(/nginx -t, as deployed [^\n]*: FAILED/);
  expect(checked.status).toBe(1);
});
