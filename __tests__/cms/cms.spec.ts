// An editor at work: `npm run cms` on a temporary copy of content/, Decap CMS in the browser, the
// files it writes, and the site a production build makes of them.
import { spawn, spawnSync, type ChildProcess } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { expect, test, type ConsoleMessage, type Locator, type Page } from "@playwright/test";
import matter from "gray-matter";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { diffLines } from "diff";
import { telHref } from "../../src/config/settings";
import { entryPath, pathFor, routes } from "../../src/i18n/routes";
import { LANGUAGE_DETAILS, LANGUAGES } from "../../src/i18n/languages";
import { formatMoment } from "../../src/lib/schedule";
import { checkContent, readItems } from "../../src/node/contentChecks";
import { formatDate } from "../../src/i18n/format";
import { addDays, parseZonedTime, siteDate, siteTime, SITE_TIME_VARIABLE } from "../../src/lib/siteDate";
import { applyEditorDay, replaceSitePicture } from "../fixtures/editorDay";
import { addNextEdition, NEXT_EDITION_KEY } from "../fixtures/recurringEvent";
import { fillMedia } from "../fixtures/media";
import { writeItemPages } from "../fixtures/itemPages";
import { momentAt, writeScheduled, type ScheduledEntries } from "../fixtures/scheduled";
import { changeStyle } from "../fixtures/styleChange";
import { copyWorkingTree } from "../support/treeCopy";
import { TEST_TURNSTILE_SITE_KEY } from "../support/turnstileStandIn";
import { PAGE_STRINGS } from "../../src/content-model/model";
import { IMAGE_RULES, MEDIA_FOLDER } from "../../src/content-model/media";
import { QUESTION } from "../../src/cms/app/translationCheck";

const ROOT = path.resolve(__dirname, "../..");
const PORT = Number(process.env.CMS_E2E_PORT ?? 8310);
const PROXY_PORT = PORT + 1;
const SITE_PORT = PORT + 2;
const ADMIN = `http://localhost:${PORT}/admin`;
// The build of what the editor saved is made with a form endpoint and kept where the "endpoint"
// browser tests serve it from (playwright.config.ts): one production build less in the test command.
// The edits here do not touch the forms those tests use.
// It is built as a deploy preview (SITE_PREVIEW=1), as the hosts build a pull request: the build tests
// check its noindex and canonicals against public/ (preview.test.ts), the site diff compares the two.
const BUILD_DIR = path.join(ROOT, "public-endpoint");
// The content that build was made from (what the editor saved here, plus an editor's day of other
// changes), kept so the build-output and routing tests can run on it (scripts/test-all.sh).
const EDITED_CONTENT = path.join(ROOT, ".edited", "content");
// That build's log, for the build cache's count of reused images (__tests__/build/kept-cache.test.ts).
const EDITED_BUILD_LOG = path.join(ROOT, ".edited", "build.log");
const EDITED_DEPLOY = path.join(ROOT, ".edited", "deploy");
const policyKeys = routes.filter((r) => r.template === "policy").map((r) => r.key);

// Markup an editor might paste, on purpose or from a word processor: it must show as text or go.
const ATTACKS = {
  item: `Monterrey <img src=x onerror="window.__xss='item'">`,
  // The menu's names must fit on one line (src/config/site.json, menu.maxLabelChars): a short one.
  page: `E</script>`,
  policy: `<script>window.__xss='policy'</script><img src=x onerror="window.__xss='policy-img'">`,
};

/** The event the test adds: its title is the same as that of its next edition, which the copy already holds. */
const NEW_EVENT_TITLE = { en: "Winter Open Monterrey", es: "Abierto de Invierno Monterrey" };

let repo: string;
let cms: ChildProcess | undefined;
/** What `npm run cms` (gatsby develop and the proxy) printed, kept in reports/cms-develop.log for a failure's reader. */
let log = "";
// The editor's one tab, signed in once: as an editor works, each change follows the last in the
// same session (booting Decap, a 5 MB bundle, took about 4 s of each test when each signed in anew).
let admin: Page;
const content = (...parts: string[]) => path.join(repo, "content", ...parts);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/**
 * The day before the copy's first upcoming event on the build's date (SITE_DATE, which the test command
 * pins for every build), and never before that date: a new event then is the first one the page lists
 * as upcoming, whatever events the copy holds.
 */
function dayBeforeFirstUpcomingEvent() {
  const today = siteDate();
  const first = readItems(content(), "events", "en")
    .map((e) => String(e.date))
    .filter((date) => date >= today)
    .sort()[0];
  const before = first ? addDays(first, -1) : today;
  return before > today ? before : today;
}
let newEventDate = "";
/**
 * __tests__/fixtures/scheduled.ts twice: a release scheduled a minute after the build's moment (with an
 * opening and an event that come down then), and another three whose moment was a minute before it.
 * `npm run cms` shows the first release marked; the editor's build (a preview that is not private)
 * must hold nothing of it (__tests__/build/scheduled.test.ts).
 */
let ahead: ScheduledEntries;
let behind: ScheduledEntries;
/** The key of the event the content manager's test added: its own marker, since another event may share its title. */
let newEventKey = "";
/** The keys of a collection's items in the copy, by their English files. */
const itemKeys = (collection: string) =>
  new Set(
    fs
      .readdirSync(content("collections", collection, "en"))
      .filter((f) => f.endsWith(".json"))
      .map((f) => f.slice(0, -".json".length)),
  );
/**
 * The one item a save added to a collection (undefined until its English file is there): the item is
 * named by its key, which is unique, never by its title, which an editor may give two items (a yearly
 * tournament).
 */
function addedKey(collection: string, before: ReadonlySet<string>) {
  const added = [...itemKeys(collection)].filter((key) => !before.has(key));
  return added.length === 1 ? added[0] : undefined;
}
/**
 * A file as the local backend last wrote it, or undefined while it is missing or being written (the
 * write truncates first, so a read can see an empty or partial file): read it inside expect.poll.
 */
function readJson(...parts: string[]) {
  try {
    return JSON.parse(fs.readFileSync(content(...parts), "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * Moves a folder from the temporary copy of the tree into this checkout. A rename cannot cross
 * filesystems (EXDEV), and a checkout need not share one with the temporary folder: then a copy.
 */
function moveFolder(from: string, to: string) {
  try {
    fs.renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    fs.cpSync(from, to, { recursive: true, verbatimSymlinks: true });
    fs.rmSync(from, { recursive: true, force: true });
  }
}

/** Stops a process started with its own group, and what it started (webpack workers). */
function stop(child: ChildProcess | undefined) {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(360_000);
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-e2e-"));
  fs.cpSync(path.join(ROOT, "content"), content(), { recursive: true });
  // One moment for the local site, the editor's build and the tests that read it (the test commands pin it
  // already). Written first: their events count among the copy's upcoming ones below.
  const now = siteTime();
  process.env[SITE_TIME_VARIABLE] ??= new Date(now).toISOString();
  ahead = await writeScheduled(content(), momentAt(now + 60_000), 0);
  behind = await writeScheduled(content(), momentAt(now - 60_000), 1);
  // Ahead of the build's date and earlier than the copy's upcoming events, so the event this test adds is
  // among the next ones the page lists. An editor has already committed its next edition, under the same
  // title, a day later: two events may share a title, and the test must still find its own.
  newEventDate = dayBeforeFirstUpcomingEvent();
  addNextEdition(content(), { title: NEW_EVENT_TITLE, date: addDays(newEventDate, 1) });
  await makeUploads(fs.mkdtempSync(path.join(os.tmpdir(), "cms-uploads-")));
  cms = spawn("npm", ["run", "--silent", "cms", "--", "--content", content(), "--port", String(PORT), "--proxy-port", String(PROXY_PORT)], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  cms.stdout?.on("data", (chunk) => (log += chunk));
  cms.stderr?.on("data", (chunk) => (log += chunk));
  await expect
    .poll(() => (log.includes("Content manager: http") ? "ready" : cms?.exitCode === null ? "starting" : `exited:\n${log.slice(-2000)}`), {
      timeout: 330_000,
      intervals: [1000],
    })
    .toBe("ready");
  const context = await browser.newContext({ viewport: test.info().project.use.viewport });
  admin = await context.newPage();
  // Leaving an entry with unsaved changes asks first (window.confirm); the editor says yes.
  admin.on("dialog", (dialog) => void dialog.accept());
  await signIn(admin);
});

test.afterAll(async () => {
  await admin?.context().close();
  stop(cms);
  fs.mkdirSync(path.join(ROOT, "reports"), { recursive: true });
  fs.writeFileSync(path.join(ROOT, "reports", "cms-develop.log"), log);
  if (repo) fs.rmSync(repo, { recursive: true, force: true });
});

async function signIn(page: Page) {
  await page.goto(ADMIN);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("link", { name: "News", exact: true })).toBeVisible();
}

/**
 * Opens a collection by the sidebar's link in the collections view. It follows the link's address
 * rather than clicking it: once, under the test command's full load, Decap kept re-rendering the
 * sidebar and a click on the link waited out the test's two minutes ("element was detached").
 */
async function openCollection(page: Page, label: string | RegExp) {
  await page.goto(`${ADMIN}/#/`);
  const href = await page
    .getByRole("link", { name: label, exact: typeof label === "string" })
    .first()
    .getAttribute("href");
  expect(href).toMatch(/^#\/collections\//);
  await page.goto(`${ADMIN}/${href}`);
}

/** Opens an entry from the collection's list, by its link's address (see openCollection). */
async function openEntry(page: Page, name: RegExp) {
  await followLink(page, page.getByRole("main").getByRole("link", { name }), /^#\/collections\/[^/]+\/entries\//);
}

/**
 * Goes where one of the admin's links leads, read from its address: a click waits for the link to hold
 * still, and under the test command's full load Decap may re-render a list for minutes (it did the
 * "Create entry" link's once, as it did the sidebar's: see openCollection).
 */
async function followLink(page: Page, link: Locator, address: RegExp) {
  const href = await link.getAttribute("href");
  expect(href).toMatch(address);
  await page.goto(`${ADMIN}/${href}`);
}

async function publishNow(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

/**
 * The question a save changing one language only asks (src/cms/app/translationCheck.ts): it names each
 * field, and the editor answers.
 */
async function answerQuestion(page: Page, fields: RegExp, answer: "save" | "back") {
  const dialog = page.getByRole("dialog", { name: QUESTION.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("listitem")).toHaveText([fields]);
  await dialog.getByRole("button", { name: answer === "save" ? QUESTION.save : QUESTION.back }).click();
  await expect(dialog).toHaveCount(0);
}

/** The English pane's field, then the Spanish one: Decap shows both languages side by side. */
const field = (page: Page, label: string, lang: "en" | "es") => page.getByLabel(label, { exact: true }).nth(lang === "en" ? 0 : 1);

/** Types into the entry's fields, named by their labels, in each language given. */
async function fillFields(page: Page, values: Record<string, { en?: string; es?: string }>) {
  for (const [label, byLang] of Object.entries(values))
    for (const lang of ["en", "es"] as const) if (byLang[lang] !== undefined) await field(page, label, lang).fill(byLang[lang]);
}

/** Starts a new entry from the collection's "Create entry" link. */
async function newEntry(page: Page, collection: string, type: string) {
  await openCollection(page, collection);
  await followLink(page, page.getByRole("link", { name: `Create entry of type ${type}` }), /^#\/collections\/[^/]+\/new$/);
}

/** A group of a page's text, opened in one language's column ("Partners", "Media kit"): the first is English's, the last Spanish's. */
async function openGroup(page: Page, label: string, lang: "en" | "es") {
  const expand = page
    .locator("div")
    .filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) })
    .getByRole("button", { name: "Expand" });
  await (lang === "en" ? expand.first() : expand.last()).click();
}

/** Opens a list item by the words its collapsed header shows (a partner's name, a tile's title), in one language's column. */
async function openItem(page: Page, summary: string, lang: "en" | "es") {
  const headers = page.locator("div").filter({ hasText: new RegExp(`^${escapeRegExp(summary)}$`) });
  await (lang === "en" ? headers.first() : headers.last()).locator("xpath=preceding-sibling::div[1]//button").click();
}

/**
 * Uploads a file through the field's media library, as an editor does: its button, Upload (the
 * library's file input), then Choose selected.
 */
async function upload(page: Page, field: Locator, file: string) {
  await field.click();
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole("button", { name: "Choose selected" }).click();
}

/** The uploads the test sends, made here: a logo with a transparent background, a phone photo with its EXIF, a clean PDF. */
const uploads = { logo: "", photo: "", smallPhoto: "", pdf: "" };
async function makeUploads(dir: string) {
  uploads.logo = path.join(dir, "starfall-emblem.png");
  await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="320"><circle cx="160" cy="160" r="140" fill="#7c3aed"/></svg>',
    ),
  )
    .png()
    .toFile(uploads.logo);
  uploads.photo = path.join(dir, "championship-final.jpg");
  await sharp({ create: { width: 1800, height: 1350, channels: 3, background: "#35609a" } })
    .jpeg()
    .withExif({ IFD0: { Make: "Fixture", Model: "Phone" }, IFD2: { BodySerialNumber: "SN-CMS-TEST" } })
    .toFile(uploads.photo);
  // Too small for a gallery tile: the content manager would enlarge it as it sends it, so it refuses it first.
  uploads.smallPhoto = path.join(dir, "thumbnail.jpg");
  await sharp({ create: { width: 900, height: 600, channels: 3, background: "#35609a" } })
    .jpeg()
    .toFile(uploads.smallPhoto);
  uploads.pdf = path.join(dir, "mythforge-media-kit.pdf");
  const doc = await PDFDocument.create();
  doc.addPage();
  fs.writeFileSync(uploads.pdf, await doc.save());
}
/** What the test typed for the uploads, for the build's checks. */
const typedAlt = {
  logo: { en: "Starfall Legends emblem: a violet disc", es: "Emblema de Starfall Legends: un disco violeta" },
  photo: { en: "The final table of the championship", es: "La mesa final del campeonato" },
};

// First, before any save: after one, gatsby develop has served this release's page with stale page
// data (no item, the error overlay) for two minutes and more while its node was there: in four runs of
// six after the uploads' burst of saves, and in one of two after the saves before them. It is a race in
// develop's queries, logged once as "Cannot read properties of undefined (reading 'id')", open as a
// note on issue 67; the production build and deploy previews are built from scratch and never had it.
test("the local site, a private preview, marks the scheduled release with when it goes live and keeps its page out of search engines; what came down is gone", async () => {
  test.slow();
  const site = await admin.context().newPage();
  const goesLive = parseZonedTime(ahead.moment)!;
  for (const lang of LANGUAGES) {
    const marker = String(readJson("locales", lang, "common.json").schedule.marker).replace(
      "{{time}}",
      formatMoment(goesLive, undefined, LANGUAGE_DETAILS[lang].intlLocale),
    );
    // Its own page: the marker first, and a robots meta that keeps it out of search engines.
    await openLocalPage(site, entryPath("pressRelease", lang, ahead.release));
    await expect(site.locator("article [data-scheduled]")).toHaveText(marker);
    await expect(site.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
    // Its card on the press page says the same.
    await openLocalPage(site, pathFor("press", lang));
    await expect(site.locator(`[data-release="${ahead.release}"] [data-scheduled]`)).toHaveText(marker);
    // The release whose moment has passed is live: no marker, nothing that keeps it from search engines.
    await expect(site.locator(`[data-release="${behind.release}"]`)).toBeVisible();
    await expect(site.locator(`[data-release="${behind.release}"] [data-scheduled]`)).toHaveCount(0);
    await openLocalPage(site, entryPath("pressRelease", lang, behind.release));
    await expect(site.locator("[data-scheduled]")).toHaveCount(0);
    await expect(site.locator('meta[name="robots"]')).toHaveCount(0);
    // The opening that came down is off the careers page; the one still live until the later moment is on it.
    await openLocalPage(site, pathFor("careers", lang));
    await expect(site.locator(`[data-opening="${ahead.opening}"]`)).toBeVisible();
    await expect(site.locator(`[data-opening="${behind.opening}"]`)).toHaveCount(0);
    // The event that came down is on no list, and its address has no page (gatsby develop answers 200 with its 404 page).
    const { title } = readJson("collections", "events", lang, `${behind.event}.json`) as { title: string };
    await openLocalPage(site, pathFor("events", lang));
    await expect(site.locator(`[data-event="${behind.event}"]`)).toHaveCount(0);
    await site.goto(localSite(entryPath("event", lang, behind.event)));
    await expect(site.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(site.getByText(title)).toHaveCount(0);
  }
  await site.close();
});

test("changes a news title in English and in Spanish, writes both files, and the build's content checks pass", async () => {
  // Whichever news item the copy lists first.
  const [item] = readItems(content(), "news", "en");
  const { key, title, date } = item as unknown as { key: string; title: string; date: string };
  await openCollection(admin, "News");
  await openEntry(admin, new RegExp(escapeRegExp(title)));
  await fillFields(admin, { Title: { en: "Mythforge opens its new Pacific hub", es: "Mythforge abre su nuevo centro del Pacífico" } });
  await publishNow(admin);
  await expect
    .poll(() => readJson("collections", "news", "en", `${key}.json`))
    .toMatchObject({ title: "Mythforge opens its new Pacific hub", date });
  await expect
    .poll(() => readJson("collections", "news", "es", `${key}.json`))
    .toMatchObject({ title: "Mythforge abre su nuevo centro del Pacífico", date });
  expect(checkContent(content(), policyKeys)).toEqual([]);
});

test("refuses to save a job opening whose Spanish title is empty, and says why", async () => {
  await newEntry(admin, "Job openings", "Job opening");
  await fillFields(admin, {
    "Job title": { en: "Data Engineer" },
    "Date posted": { en: siteDate() },
    Department: { en: "Technology", es: "Tecnología" },
    Location: { en: "Remote (Latin America)", es: "Remoto (Latinoamérica)" },
  });
  await publishNow(admin);
  await expect(admin.getByText("Not saved: Spanish: “Job title” is required.").first()).toBeVisible();
  await expect(admin.getByText("Unsaved changes", { exact: false })).toBeVisible();
  expect(fs.readdirSync(content("collections", "jobs", "en")).filter((f) => f.startsWith("data-engineer"))).toEqual([]);
  expect(checkContent(content(), policyKeys)).toEqual([]);
});

test("adds an event in both languages, with markup typed into its location", async () => {
  const before = itemKeys("events");
  await newEntry(admin, "Events", "Event");
  await fillFields(admin, {
    Title: NEW_EVENT_TITLE,
    Date: { en: newEventDate },
    Location: { en: ATTACKS.item, es: "Monterrey, México" },
    Type: { en: "Open tournament", es: "Torneo abierto" },
    Participants: { en: "256" },
    "Prize pool (US dollars)": { en: "10000" },
  });
  await publishNow(admin);
  await expect.poll(() => addedKey("events", before)).toBeDefined();
  newEventKey = addedKey("events", before)!;
  await expect
    .poll(() => readJson("collections", "events", "en", `${newEventKey}.json`))
    .toEqual({
      title: NEW_EVENT_TITLE.en,
      date: newEventDate,
      location: ATTACKS.item,
      type: "Open tournament",
      participants: 256,
      prizePool: 10000,
    });
  // Entered once in English, copied to Spanish.
  await expect
    .poll(() => readJson("collections", "events", "es", `${newEventKey}.json`))
    .toMatchObject({ title: NEW_EVENT_TITLE.es, date: newEventDate, participants: 256, prizePool: 10000 });
  expect(checkContent(content(), policyKeys)).toEqual([]);
});

test("schedules a press release through the picker, and the saved file holds the time with its offset", async () => {
  const before = itemKeys("press");
  // A month after the build's date, at 09:00 in the browser's own time zone, as an editor picks it.
  const day = addDays(siteDate(), 30);
  await newEntry(admin, "Press releases", "Press release");
  await fillFields(admin, {
    Title: { en: "Embargoed partnership release", es: "Comunicado de alianza bajo embargo" },
    Date: { en: day },
    Summary: { en: "Under embargo until its time.", es: "Bajo embargo hasta su hora." },
    "Goes live at (time zone: America/Denver) (optional)": { en: `${day}T09:00` },
  });
  await publishNow(admin);
  await expect.poll(() => addedKey("press", before)).toBeDefined();
  const key = addedKey("press", before)!;
  // Undefined while decap-server is still writing the file (it is read half-written now and then).
  const saved = () => readJson("collections", "press", "en", `${key}.json`) as { goesLiveAt?: string } | undefined;
  await expect.poll(() => saved()?.goesLiveAt).toMatch(new RegExp(`^${day}T09:00:00[+-]\\d{2}:\\d{2}$`));
  // The offset is the editor's zone's: the stored text names the moment the editor picked, wherever the file is read.
  const picked = await admin.evaluate((local) => new Date(local).getTime(), `${day}T09:00`);
  expect(parseZonedTime(saved()!.goesLiveAt)).toBe(picked);
  // One moment for both languages.
  expect(readJson("collections", "press", "es", `${key}.json`)).toMatchObject({ goesLiveAt: saved()!.goesLiveAt });
  expect(checkContent(content(), policyKeys)).toEqual([]);
  // The release stays out of the copy the later builds and page tests read, which list every release they find.
  for (const lang of ["en", "es"]) fs.rmSync(content("collections", "press", lang, `${key}.json`));
});

test("changes the Spanish menu text, typing a closing </script> into it", async () => {
  await openCollection(admin, /Shared: menu/);
  await openEntry(admin, /Shared: menu/);
  // Page text is grouped as in the file (nav, footer, ...); each group opens with its "Expand"
  // button. The last one is the Spanish pane's.
  await admin.locator("div").filter({ hasText: /^Nav$/ }).getByRole("button", { name: "Expand" }).last().click();
  await field(admin, "Events", "es").fill(ATTACKS.page);
  await publishNow(admin);
  // Spanish only: the content manager asks first, and saves when told to.
  await answerQuestion(
    admin,
    new RegExp(`^${escapeRegExp(`${PAGE_STRINGS.namespaces.common} › Nav › Events`)}: changed in Spanish, not in English$`),
    "save",
  );
  await expect.poll(() => readJson("locales", "es", "common.json")).toMatchObject({ page: "common", nav: { events: ATTACKS.page } });
});

test("adds a paragraph to the Spanish privacy policy in Markdown mode, typing a script and an image into it", async () => {
  await openCollection(admin, "Policies");
  const { title } = matter(fs.readFileSync(content("policies", "en", "privacy.md"), "utf8")).data as { title: string };
  await openEntry(admin, new RegExp(escapeRegExp(title)));
  // The Spanish body in Markdown mode, where HTML is kept as typed.
  await admin.getByRole("switch").nth(1).click();
  // Markdown mode shows one line per element: click the last one and type a new paragraph after it.
  // Clicked at its bottom right corner, past the end of its text: while the editor settles after the
  // switch to Markdown it can put the caret back where the click was, so the click must be where the
  // new paragraph goes (a click in the middle once split the last line at "fec|ha").
  const last = admin.locator("[data-slate-editor=true]").nth(1).locator("[data-slate-node=element]").last();
  const box = (await last.boundingBox())!;
  await last.click({ position: { x: box.width - 2, y: box.height - 2 } });
  await admin.keyboard.press("Control+End");
  await admin.keyboard.press("Enter");
  await admin.keyboard.press("Enter");
  await admin.keyboard.type(ATTACKS.policy);
  await publishNow(admin);
  await answerQuestion(admin, new RegExp(`^Policy › ${escapeRegExp(title)} › Text › .*: changed in Spanish, not in English$`), "save");
  await expect.poll(() => fs.readFileSync(content("policies", "es", "privacy.md"), "utf8").includes(ATTACKS.policy)).toBe(true);
  expect(checkContent(content(), policyKeys)).toEqual([]);
});

/** The local site `npm run cms` serves next to the content manager, as the editor checks a change on it. */
const localSite = (p: string) => `http://localhost:${PORT}${p}`;

/**
 * Opens a page of the local site and records where it goes and what goes wrong on it. When gatsby
 * develop's error overlay shows, the test fails with the overlay's text and the console's errors,
 * which say what went wrong (the overlay's heading alone does not).
 */
async function openLocalPage(page: Page, pagePath: string) {
  const loads: string[] = [];
  const errors: string[] = [];
  const consoleErrors: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) loads.push(new URL(frame.url()).pathname);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => void (message.type() === "error" && consoleErrors.push(message.text())));
  await page.goto(localSite(pagePath));
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  // gatsby develop recreates every page after a content file changes; a visit in that moment gets its
  // development 404 page, or the page without its page data (its strings as keys, and the error
  // overlay when its head cannot be drawn). Recreating them took over 20 s on two busy cores, and once
  // over a minute after the uploads' schema change, with jest's unit tests beside it. Bounded: a page
  // still broken after two minutes is broken, and the overlay's text is then the failure. The tests
  // that visit the local site are marked slow (three times the timeout) for it.
  const overlay = page.getByText(/Unhandled Runtime Error/);
  const caughtMidRebuild = async () =>
    /development 404 page/i.test(await page.getByRole("heading", { level: 1 }).first().innerText()) ||
    ((await overlay.count()) > 0 && consoleErrors.some((text) => /404 \(Not Found\)/.test(text)));
  for (const until = Date.now() + 120_000; Date.now() < until && (await caughtMidRebuild());) {
    consoleErrors.length = 0;
    errors.length = 0;
    await page.waitForTimeout(1_000);
    await page.reload();
    await page.getByRole("heading", { level: 1 }).first().waitFor();
  }
  if ((await overlay.count()) > 0) {
    const shown = await page.locator("body").innerText();
    expect(
      `${pagePath}: ${shown}\n\nuncaught:\n${errors.join("\n")}\n\nconsole errors:\n${consoleErrors.join("\n")}`,
      "gatsby develop's error overlay",
    ).toBe("");
  }
  return { loads, errors };
}

/** The lines a save removed and added in a file, as a reviewer's diff shows them. */
function changedLines(before: string, after: string) {
  return diffLines(before, after)
    .filter((part) => part.added || part.removed)
    .map((part) => ({ change: part.added ? "added" : "removed", lines: part.value.split("\n").filter(Boolean) }));
}

test("a change to the About hero's English title only asks before saving: Go back writes nothing, Save anyway saves", async () => {
  const before = fs.readFileSync(content("locales", "en", "about.json"), "utf8");
  const { hero } = JSON.parse(before) as { hero: { title: string } };
  const title = `${hero.title}, since 2020`;
  await openCollection(admin, PAGE_STRINGS.namespaces.about!);
  await openEntry(admin, new RegExp(escapeRegExp(PAGE_STRINGS.namespaces.about!)));
  await admin
    .locator("div")
    .filter({ hasText: /^Hero$/ })
    .getByRole("button", { name: "Expand" })
    .first()
    .click();
  // The English hero's title: the first Title field shown once the English Hero group is open.
  await admin.getByLabel("Title", { exact: true }).locator("visible=true").first().fill(title);
  const named = new RegExp(`^${escapeRegExp(`${PAGE_STRINGS.namespaces.about} › Hero › Title`)}: changed in English, not in Spanish$`);
  await publishNow(admin);
  await answerQuestion(admin, named, "back");
  await expect(admin.getByText("Unsaved changes", { exact: false })).toBeVisible();
  expect(fs.readFileSync(content("locales", "en", "about.json"), "utf8")).toBe(before);
  await publishNow(admin);
  await answerQuestion(admin, named, "save");
  await expect.poll(() => readJson("locales", "en", "about.json")?.hero.title).toBe(title);
  expect(checkContent(content(), policyKeys)).toEqual([]);
});

test("a refused save leaves the entry open with no uncaught error in the console", async () => {
  const uncaught: string[] = [];
  const onError = (error: Error) => uncaught.push(error.message);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === "error" && message.text().startsWith("Uncaught")) uncaught.push(message.text());
  };
  admin.on("pageerror", onError);
  admin.on("console", onConsole);
  try {
    await newEntry(admin, "Job openings", "Job opening");
    await fillFields(admin, {
      "Job title": { en: "Translator" },
      Department: { en: "Marketing" },
      Location: { en: "Remote" },
      "Date posted": { en: siteDate() },
    });
    await publishNow(admin);
    await expect(admin.getByText(/^Not saved: Spanish: “Job title” is required/).first()).toBeVisible();
    await expect(admin.getByText("Unsaved changes", { exact: false })).toBeVisible();
    expect(uncaught).toEqual([]);
  } finally {
    admin.off("pageerror", onError);
    admin.off("console", onConsole);
  }
});

test("every entry opens with the Spanish column, headed Español, even after the preview was switched off in another", async () => {
  const anyEntry = admin.getByRole("main").locator('a[href*="/entries/"]').first();
  await openCollection(admin, "News");
  await anyEntry.click();
  const toggle = admin.getByRole("button", { name: "Toggle preview" });
  // The preview takes the Spanish column's place; a second click leaves English alone.
  await toggle.click();
  await toggle.click();
  await expect(admin.getByLabel("Title", { exact: true })).toHaveCount(1);
  await openCollection(admin, "Events");
  await anyEntry.click();
  await expect(admin.getByLabel("Title", { exact: true })).toHaveCount(2);
  await expect(admin.getByText("Español", { exact: true })).toBeVisible();
  await expect(admin.getByTitle("Show or hide the Spanish column")).toBeVisible();
});

test("a paragraph added to the Spanish privacy policy leaves every other line as it was: its front matter, its table, its blank lines and the English file", async () => {
  const committed = (lang: string) => fs.readFileSync(path.join(ROOT, "content", "policies", lang, "privacy.md"), "utf8");
  const saved = (lang: string) => fs.readFileSync(content("policies", lang, "privacy.md"), "utf8");
  expect(saved("en")).toBe(committed("en"));
  const frontMatter = (text: string) => text.slice(0, text.indexOf("\n---\n") + 5);
  expect(frontMatter(saved("es"))).toBe(frontMatter(committed("es")));
  // Markdown mode writes the body as typed: no padded tables, no rewrapped lines, no blank line lost.
  // (Where the typed paragraph lands, and so the blank lines around it, is the editor's doing.)
  const lines = (text: string) => text.split("\n");
  const written = lines(saved("es").replace(ATTACKS.policy, ""));
  expect(written.filter((line) => line.trim() !== "")).toEqual(lines(committed("es")).filter((line) => line.trim() !== ""));
  expect(written.filter((line) => line.trim() === "").length).toBeGreaterThanOrEqual(
    lines(committed("es")).filter((line) => line.trim() === "").length,
  );
});

test("uploads a partner's logo and a gallery photo with alt text in both languages, and attaches a PDF to the media kit: only those lines and the new files change", async () => {
  const before = (lang: string, ns: string) => fs.readFileSync(content("locales", lang, `${ns}.json`), "utf8");
  const saved = {
    home: { en: before("en", "home"), es: before("es", "home") },
    events: { en: before("en", "events"), es: before("es", "events") },
    press: { en: before("en", "press"), es: before("es", "press") },
  };
  const media = () => (fs.existsSync(content(MEDIA_FOLDER)) ? fs.readdirSync(content(MEDIA_FOLDER)).sort() : []);
  const mediaBefore = media();
  const partner = readJson("locales", "en", "home.json").partners.items[0];
  const partnerEs = readJson("locales", "es", "home.json").partners.items[0];
  const tile = readJson("locales", "en", "events.json").gallery.items[0];
  const tileEs = readJson("locales", "es", "events.json").gallery.items[0];
  const altField = admin.getByRole("textbox", { name: /^Alt text/ });

  // The first partner's logo: chosen once, in the English column; its alt text in each.
  await openCollection(admin, PAGE_STRINGS.namespaces.home!);
  await openEntry(admin, new RegExp(escapeRegExp(PAGE_STRINGS.namespaces.home!)));
  await openGroup(admin, "Partners", "en");
  await openItem(admin, partner.name, "en");
  await upload(admin, admin.getByRole("button", { name: "Choose an image" }).first(), uploads.logo);
  await altField.first().fill(typedAlt.logo.en);
  // Without the Spanish alt text the save is refused, naming the field, and nothing is written.
  await publishNow(admin);
  await expect(admin.getByText(/^Not saved: Spanish: “Partners › Items › 1 › Logo › Alt text” is missing/).first()).toBeVisible();
  expect(media()).toEqual(mediaBefore);
  await openGroup(admin, "Partners", "es");
  await openItem(admin, partnerEs.name, "es");
  await altField.last().fill(typedAlt.logo.es);
  await publishNow(admin);
  await expect.poll(() => readJson("locales", "es", "home.json")?.partners.items[0].logo).toEqual({ alt: typedAlt.logo.es });
  const logo = readJson("locales", "en", "home.json").partners.items[0].logo as { src: string; alt: string };
  expect(logo).toEqual({ src: `${MEDIA_FOLDER}/${path.basename(uploads.logo)}`, alt: typedAlt.logo.en });

  // The first gallery tile's photo.
  await openCollection(admin, PAGE_STRINGS.namespaces.events!);
  await openEntry(admin, new RegExp(escapeRegExp(PAGE_STRINGS.namespaces.events!)));
  await openGroup(admin, "Gallery", "en");
  await openItem(admin, tile.title, "en");
  // A photo too small for its place is refused as it is picked, with the reason, and nothing is sent.
  const alerts: string[] = [];
  const onDialog = (dialog: { message(): string }) => void alerts.push(dialog.message());
  admin.on("dialog", onDialog);
  await admin.getByRole("button", { name: "Choose an image" }).first().click();
  await admin.locator('input[type="file"]').setInputFiles(uploads.smallPhoto);
  await expect
    .poll(() => alerts)
    .toEqual([
      expect.stringMatching(
        `^“${path.basename(uploads.smallPhoto)}” is 900 × 600 pixels: .*at least ${IMAGE_RULES.photo.minLongEdge} pixels on its long edge`,
      ),
    ]);
  admin.off("dialog", onDialog);
  await expect(admin.getByText(path.basename(uploads.smallPhoto))).toHaveCount(0);
  await admin.locator('input[type="file"]').setInputFiles(uploads.photo);
  await admin.getByRole("button", { name: "Choose selected" }).click();
  await altField.first().fill(typedAlt.photo.en);
  await openGroup(admin, "Gallery", "es");
  await openItem(admin, tileEs.title, "es");
  await altField.last().fill(typedAlt.photo.es);
  await publishNow(admin);
  await expect.poll(() => readJson("locales", "es", "events.json")?.gallery.items[0].photo).toEqual({ alt: typedAlt.photo.es });

  // The media kit, in English only: the Spanish page then links to it and says so.
  await openCollection(admin, PAGE_STRINGS.namespaces.press!);
  await openEntry(admin, new RegExp(escapeRegExp(PAGE_STRINGS.namespaces.press!)));
  await openGroup(admin, "Media kit", "en");
  await upload(admin, admin.getByRole("button", { name: "Choose a file" }).first(), uploads.pdf);
  await publishNow(admin);
  await expect.poll(() => readJson("locales", "en", "press.json")?.mediaKit.file).toBe(`${MEDIA_FOLDER}/${path.basename(uploads.pdf)}`);

  // Only the uploads' lines changed: each file, with the upload's key taken out, is the file as it was,
  // byte for byte; and only the three uploaded files were added.
  const without = (text: string, at: string[]) => {
    const data = JSON.parse(text) as Record<string, unknown>;
    const holder = at.slice(0, -1).reduce<Record<string, unknown>>((here, key) => here[key] as Record<string, unknown>, data);
    expect(holder[at.at(-1)!]).toBeDefined();
    delete holder[at.at(-1)!];
    return `${JSON.stringify(data, null, 2)}\n`;
  };
  for (const lang of ["en", "es"] as const) {
    expect(without(before(lang, "home"), ["partners", "items", "0", "logo"])).toBe(saved.home[lang]);
    expect(without(before(lang, "events"), ["gallery", "items", "0", "photo"])).toBe(saved.events[lang]);
  }
  expect(without(before("en", "press"), ["mediaKit", "file"])).toBe(saved.press.en);
  expect(before("es", "press")).toBe(saved.press.es);
  expect(media()).toEqual([...mediaBefore, ...[uploads.logo, uploads.photo, uploads.pdf].map((f) => path.basename(f))].sort());
  // The photo's metadata was stripped in the editor's browser (Decap's media_processing), before it was sent.
  expect((await sharp(content(MEDIA_FOLDER, path.basename(uploads.photo))).metadata()).exif).toBeUndefined();
  expect(checkContent(content(), policyKeys)).toEqual([]);
});

test("the local site shows /es/empleos in Spanish, with no loop and no error overlay, and a saved opening appears on it", async () => {
  test.slow();
  const careers = readJson("locales", "es", "careers.json");
  const site = await admin.context().newPage();
  const careersPath = pathFor("careers", "es");
  const { loads, errors } = await openLocalPage(site, careersPath);
  await expect(site.getByRole("heading", { level: 1 })).toHaveText(careers.hero.title);
  await expect(site.locator("html")).toHaveAttribute("lang", "es");

  const before = itemKeys("jobs");
  await newEntry(admin, "Job openings", "Job opening");
  await fillFields(admin, {
    "Job title": { en: "Localisation Lead", es: "Responsable de localización" },
    "Date posted": { en: siteDate() },
    Department: { en: "Marketing", es: "Marketing" },
    Location: { en: "Madrid, Spain", es: "Madrid, España" },
  });
  await publishNow(admin);
  await expect.poll(() => addedKey("jobs", before)).toBeDefined();
  const key = addedKey("jobs", before)!;
  await expect.poll(() => readJson("collections", "jobs", "es", `${key}.json`)).toMatchObject({ title: "Responsable de localización" });

  // Gatsby rebuilds the page from the saved file and the open page updates in place. The card is found
  // by its key: another opening may have the same title.
  await expect(site.locator(`[data-opening="${key}"]`).getByRole("heading", { name: "Responsable de localización" })).toBeVisible({
    timeout: 60_000,
  });
  expect(new Set(loads)).toEqual(new Set([careersPath]));
  expect(errors).toEqual([]);
  await expect(site.getByText(/Unhandled Runtime Error/)).toHaveCount(0);
  await site.close();
});

test("a new phone number saved in the settings changes only that line of settings.json, and the local site's footer shows it", async () => {
  test.slow();
  const before = fs.readFileSync(content("settings.json"), "utf8");
  const { phone, phoneVanity } = JSON.parse(before) as { phone: string; phoneVanity: string };
  // The keypad form must dial the same number (a content-model rule), so both change.
  const [next, nextVanity] =
    phone === "+1 307 555 4263" ? ["+1 307 555 2273", "+1 (307) 555-CARD"] : ["+1 307 555 4263", "+1 (307) 555-GAME"];
  const site = await admin.context().newPage();
  const { errors } = await openLocalPage(site, pathFor("contact", "es"));
  await expect(site.locator("footer")).toBeVisible();

  await openCollection(admin, "Settings");
  await openEntry(admin, /Contact details and brand/);
  await admin.getByLabel("Phone", { exact: true }).fill(next);
  await admin.getByLabel("Phone, keypad form", { exact: true }).fill(nextVanity);
  await publishNow(admin);
  await expect.poll(() => readJson("settings.json")?.phone).toBe(next);

  expect(changedLines(before, fs.readFileSync(content("settings.json"), "utf8"))).toEqual([
    { change: "removed", lines: [expect.stringContaining(JSON.stringify(phone)), expect.stringContaining(JSON.stringify(phoneVanity))] },
    { change: "added", lines: [expect.stringContaining(JSON.stringify(next)), expect.stringContaining(JSON.stringify(nextVanity))] },
  ]);
  await expect(site.locator(`footer a[href="${telHref(next)}"]`)).toBeVisible({ timeout: 60_000 });
  expect(errors).toEqual([]);
  await site.close();
});

test.describe("the site built from what was saved", () => {
  let server: ChildProcess | undefined;
  const site = (p: string) => `http://localhost:${SITE_PORT}${p}`;

  test.beforeAll(async () => {
    // The build runs beside the production build (scripts/test-all.sh): 287 s here at one run's busiest,
    // and CI's machine went past 360 s, which left the editor's day with no build at all.
    test.setTimeout(720_000);
    stop(cms);
    await expect.poll(() => cms?.exitCode !== null || cms?.signalCode !== null, { timeout: 30_000 }).toBe(true);
    // The rest of an editor's day, on top of what was saved here (__tests__/fixtures/editorDay.ts).
    applyEditorDay(content());
    expect(await replaceSitePicture(content()), "a site picture to replace").toBeDefined();
    // The placeholders not filled here, filled as other editors would (__tests__/fixtures/media.ts): the
    // page tests on this build then run with every picture and document in place.
    await fillMedia(content());
    // Items with pages of their own, and an opening closed yesterday (__tests__/fixtures/itemPages.ts).
    await writeItemPages(content());
    expect(checkContent(content(), policyKeys)).toEqual([]);
    fs.rmSync(EDITED_CONTENT, { recursive: true, force: true });
    fs.cpSync(content(), EDITED_CONTENT, { recursive: true });
    // Built in a copy of the tree with a style-only change (__tests__/fixtures/styleChange.ts), over the
    // build cache the production build has filled: the stale-CSS case, with no build of its own.
    const tree = copyWorkingTree(fs.mkdtempSync(path.join(os.tmpdir(), "cms-build-")));
    changeStyle(tree);
    const build = spawnSync("npm", ["run", "--silent", "build"], {
      cwd: tree,
      env: {
        ...process.env,
        CONTENT_DIR: EDITED_CONTENT,
        GATSBY_FORM_RECEIVER: "1",
        GATSBY_TURNSTILE_SITE_KEY: TEST_TURNSTILE_SITE_KEY,
        SITE_PREVIEW: "1",
        // This checkout's build cache, not the copy's own (the test commands name a shared one already).
        SITE_BUILD_CACHE_DIR: process.env.SITE_BUILD_CACHE_DIR ?? path.join(ROOT, ".build-cache"),
      },
      encoding: "utf8",
      maxBuffer: 64 * 2 ** 20,
    });
    fs.writeFileSync(EDITED_BUILD_LOG, build.stdout + build.stderr);
    expect(build.status, build.stdout.slice(-3000) + build.stderr.slice(-3000)).toBe(0);
    fs.rmSync(BUILD_DIR, { recursive: true, force: true });
    moveFolder(path.join(tree, "public"), BUILD_DIR);
    // Its nginx server block and addresses file, for the host checks on this build (playwright.config.ts).
    fs.rmSync(EDITED_DEPLOY, { recursive: true, force: true });
    moveFolder(path.join(tree, "deploy", "generated"), EDITED_DEPLOY);
    fs.rmSync(tree, { recursive: true, force: true });
    server = spawn("node", ["scripts/serve.mjs", "--port", String(SITE_PORT), "--dir", BUILD_DIR], { cwd: ROOT, stdio: "ignore" });
    await expect.poll(async () => (await fetch(site("/en")).catch(() => undefined))?.status, { timeout: 30_000 }).toBe(200);
  });

  test.afterAll(() => server?.kill());

  /** Load a page and report whether any of the typed markup ran. */
  async function visit(page: Page, pagePath: string) {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(site(pagePath));
    await page.waitForLoadState("networkidle");
    return { ran: await page.evaluate(() => (window as unknown as { __xss?: string }).__xss ?? null), dialogs };
  }

  for (const lang of ["en", "es"] as const) {
    const pagePath = pathFor("events", lang);
    test(`${pagePath} lists the new event beside its next edition of the same title, and the markup typed into it shows as text`, async ({
      page,
    }) => {
      expect(await visit(page, pagePath)).toEqual({ ran: null, dialogs: [] });
      // Its own card, by its key; the next edition's card has the same title.
      const card = page.locator(`article[data-event="${newEventKey}"]`);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(NEW_EVENT_TITLE[lang]);
      await expect(page.locator(`article[data-event="${NEXT_EDITION_KEY}"]`).getByRole("heading", { level: 3 })).toHaveText(
        NEW_EVENT_TITLE[lang],
      );
      await expect(card).toBeVisible();
      await expect(card).toContainText(formatDate(newEventDate, lang));
      if (lang === "en") await expect(card).toContainText(ATTACKS.item);
      await expect(card.locator("img")).toHaveCount(0);
    });
  }

  for (const lang of ["en", "es"] as const) {
    test(`${lang}: the uploaded logo, the gallery photo and the media kit are on the pages, in the page's language`, async ({ page }) => {
      const common = JSON.parse(fs.readFileSync(content("locales", lang, "common.json"), "utf8")) as {
        download: { link: string; linkInLanguage: string; languages: Record<string, string> };
      };
      const press = JSON.parse(fs.readFileSync(content("locales", lang, "press.json"), "utf8")) as { mediaKit: { download: string } };
      const partner = (
        JSON.parse(fs.readFileSync(content("locales", lang, "home.json"), "utf8")) as { partners: { items: { name: string }[] } }
      ).partners.items[0]!;
      await page.goto(site(pathFor("home", lang)));
      const card = page.locator("figure", { hasText: partner.name });
      await expect(card.locator("img")).toHaveAttribute("alt", typedAlt.logo[lang]);
      await expect(card.locator('source[type="image/avif"]')).toHaveCount(1);
      await page.goto(site(pathFor("events", lang)));
      await expect(page.locator("#gallery img").first()).toHaveAttribute("alt", typedAlt.photo[lang]);
      await page.goto(site(pathFor("press", lang)));
      // Its words say what it is and how big, as the page's language writes them (common.json, download).
      const template = lang === "en" ? common.download.link : common.download.linkInLanguage;
      const opening = template.split("{{size}}")[0]!.replace("{{action}}", press.mediaKit.download);
      const kit = page.getByRole("link", { name: new RegExp(`^${escapeRegExp(opening)}\\d`) });
      await expect(kit).toHaveAttribute("href", /\.pdf$/);
      // Attached in English only: the Spanish page's link says so, in words and in hreflang.
      if (lang === "en") await expect(kit).not.toHaveAttribute("hreflang", /./);
      else {
        await expect(kit).toHaveAttribute("hreflang", "en");
        await expect(kit).toContainText(common.download.languages.en!);
      }
      const pdf = await page.request.get(site((await kit.getAttribute("href"))!));
      expect(Buffer.from(await pdf.body()).equals(fs.readFileSync(uploads.pdf))).toBe(true);
    });
  }

  test("page text with a closing </script> stays text, in the menu and in the breadcrumb data", async ({ page }) => {
    expect(await visit(page, "/es/eventos")).toEqual({ ran: null, dialogs: [] });
    // The menu's link to the events page, found by where it leads: it is the one whose text was typed.
    await expect(page.getByRole("navigation", { name: /principal/i }).locator(`a[href="${pathFor("events", "es")}"]`)).toHaveText(
      ATTACKS.page,
    );
    const breadcrumbs = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(breadcrumbs.map((text) => JSON.parse(text)).find((d) => d["@type"] === "BreadcrumbList").itemListElement[1].name).toBe(
      ATTACKS.page,
    );
  });

  test("a policy body with a script and an image with onerror shows neither, and neither runs", async ({ page }) => {
    expect(await visit(page, "/es/politicas/privacidad")).toEqual({ ran: null, dialogs: [] });
    const article = page.locator("article");
    await expect(article.locator("script, img")).toHaveCount(0);
    await expect(article).not.toContainText("__xss");
    await expect(article.getByRole("heading", { level: 2 }).first()).toBeVisible();
  });
});
