// `npm run bench -- --taps` (scripts/bench.mjs): a visitor on a mid-range phone taps a control the
// moment it shows, before the page's scripts have run. Each page is loaded in a fresh browser context
// at Lighthouse's mobile throttling, applied by Chrome itself (4× CPU slowdown, and Lighthouse's slow
// 4G as DevTools applies it: 562.5 ms per request, 1.44 Mb/s down), as a visitor's phone would be,
// not simulated afterwards. Each listed control is tapped (or typed in) as soon as it is visible, and
// the page itself records when the tap happened, when its effect first showed (the frame after the
// change), when the page hydrated (Gatsby's `onInitialClientRender` mark) and how many times it acted.
// It prints whether each tap took effect, how long after the tap, how long after hydration, and
// whether anything acted twice (docs/performance.md#taps-at-first-paint).

// The recorder and the checks in page.evaluate run in the page, with the browser's globals.
/* global window, document, getComputedStyle, requestAnimationFrame, MutationObserver, addEventListener, Element */

/** The settings Lighthouse's mobile run uses (its own constants, not copied). */
async function mobileThrottling() {
  const { throttling } = await import("lighthouse/core/config/constants.js");
  return throttling.mobileSlow4G;
}

/**
 * What the page records, installed before any of its own scripts: the first tap (`tap`: the event
 * type that is the visitor's action), the moment the effect first shows, and a count of the effect's
 * occurrences (toasts drawn, answers and submissions stored). Runs in the page.
 */
function recorder({ effect, tapEvent, tapSelector, storageKey }) {
  const w = window;
  const state = (w.__taps = { tap: undefined, tapEpoch: undefined, effect: undefined, times: 0, writes: [] });
  const effects = {
    // The notice hidden (or gone).
    noticeClosed: () => {
      const notice = document.querySelector('[data-testid="cookie-banner"]');
      return !notice || getComputedStyle(notice).display === "none";
    },
    menuOpen: () => {
      const menu = document.getElementById("site-menu");
      return !!menu && getComputedStyle(menu).display !== "none" && menu.getBoundingClientRect().height > 0;
    },
    toast: () => !!document.querySelector("[data-toast-id]"),
    // The submission under way: the form says it is busy.
    sending: () => !!document.querySelector('form[aria-busy="true"]'),
    // The careers count says something else than the page's HTML said.
    filtered: () => {
      const status = document.querySelector('main p[role="status"]');
      if (!status) return false;
      state.initial ??= status.textContent;
      return status.textContent !== state.initial;
    },
    // The search page's status line answers the query (searching, or what was found).
    searched: () => (document.querySelector('main [role="status"]')?.textContent ?? "").trim() !== "",
    carouselMoved: () => {
      const position = document.querySelector('[data-partners="carousel"] [aria-live]');
      return !!position && /^\D*2\D/.test(position.textContent ?? "");
    },
  };
  const holds = effects[effect];
  // Whether the effect is still there at the end: an answered notice that came back, or a menu that
  // closed again, acted twice. (A form's busy state ends by itself.)
  w.__tapsHolds = () => (effect === "noticeClosed" || effect === "menuOpen" ? holds() : undefined);
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (key === storageKey) state.writes.push(value);
    return setItem.call(this, key, value);
  };
  addEventListener(
    tapEvent,
    (event) => {
      if (state.tap !== undefined) return;
      // The page's own scroll is not the row's.
      if (tapSelector && !(event.target instanceof Element && event.target.closest(tapSelector))) return;
      state.tap = performance.now();
      state.tapEpoch = Date.now();
      check();
    },
    true,
  );
  const seenToasts = new WeakSet();
  function check() {
    for (const toast of document.querySelectorAll("[data-toast-id]"))
      if (!seenToasts.has(toast)) {
        seenToasts.add(toast);
        if (effect === "toast") state.times += 1;
      }
    if (!holds || state.tap === undefined || state.effect !== undefined || !holds()) return;
    state.effect = -1;
    // The frame that paints the change.
    requestAnimationFrame(() => (state.effect = performance.now()));
  }
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/**
 * The controls the issue lists, each on a page of the launch content that has it, in both languages.
 * `target` finds the control; `before` does what a visitor does first (fill a form); `effect` names the
 * recorder's check, or "download" (the browser's download starts: Add to calendar, a document).
 */
export function tapScenarios({ pathFor, strings }) {
  const scenarios = [];
  for (const [lang, s] of Object.entries(strings)) {
    const notice = (page) => page.locator('[data-testid="cookie-banner"]');
    const path = (key) => pathFor(key, lang);
    const frame = [
      ["cookie notice: X", "close", "noticeClosed"],
      ["cookie notice: Accept All", "accept", "noticeClosed"],
      ["cookie notice: Manage Preferences", "manage", "noticeClosed"],
    ];
    for (const [control, key, effect] of frame)
      scenarios.push({
        path: path("about"),
        control,
        widths: [375, 1280],
        effect,
        target: (page) => notice(page).getByRole("button", { name: s.common.cookieBanner[key], exact: true }),
      });
    scenarios.push({
      path: path("about"),
      control: "menu button",
      widths: [375],
      effect: "menuOpen",
      target: (page) => page.locator("button[aria-controls=site-menu]"),
    });
    scenarios.push({
      path: path("home"),
      control: `download button ("${s.home.hero.download}")`,
      widths: [375],
      effect: "toastOrDownload",
      target: (page) =>
        page.locator("main").getByRole("button", { name: s.home.hero.download }).or(page.locator("main a[download]").first()),
    });
    scenarios.push({
      path: path("careers"),
      control: "toast button (an opening's details)",
      widths: [375],
      effect: "toast",
      target: (page) => page.locator("main article").getByRole("button").first(),
    });
    scenarios.push({
      path: path("careers"),
      control: "careers filters: keyword",
      widths: [375],
      tapEvent: "input",
      effect: "filtered",
      // A word of the first opening's title: it narrows the list, and the count says so.
      act: async (page) => {
        const title = (await page.locator("main article h3").first().textContent()) ?? "";
        await page.locator("#opening-keyword").fill(title.trim().split(/\s+/)[0] ?? "");
      },
      target: (page) => page.locator("#opening-keyword"),
    });
    scenarios.push({
      path: path("careers"),
      control: "careers filters: department",
      widths: [375],
      tapEvent: "change",
      effect: "filtered",
      act: async (page) => {
        const select = page.locator("#opening-department");
        const option = await select.locator("option").nth(1).getAttribute("value");
        await select.selectOption(option ?? "");
      },
      target: (page) => page.locator("#opening-department"),
    });
    for (const [key, form] of [
      ["contact", "contact"],
      ["partnerships", "partnership"],
    ])
      scenarios.push({
        path: path(key),
        control: `${form} form: fields and submit`,
        widths: [375],
        effect: "sending",
        storageKey: form === "contact" ? "last-contact-submission" : "last-partnership-submission",
        before: async (page) => fillForm(page, form),
        target: (page) => page.locator(`form:has(#${form}-message) button[type=submit]`),
      });
    scenarios.push({
      path: path("search"),
      control: "search box",
      widths: [375],
      tapEvent: "input",
      effect: "searched",
      act: async (page) => page.locator("#search-query").fill(s.common.nav.careers.toLowerCase()),
      target: (page) => page.locator("#search-query"),
    });
    scenarios.push({
      path: path("events"),
      control: "Add to calendar",
      widths: [375],
      effect: "download",
      target: (page) => page.locator("a[data-add-to-calendar]").first(),
    });
    scenarios.push({
      path: path("home"),
      control: "partner row: swiped to the 2nd card (the carousel starts there)",
      widths: [375],
      tapEvent: "scroll",
      tapSelector: "[data-partners] ul",
      effect: "carouselMoved",
      before: async (page) => page.locator("[data-partners]").scrollIntoViewIfNeeded(),
      act: async (page) =>
        page.locator("[data-partners] ul").evaluate((row) => row.scrollBy({ left: row.clientWidth, behavior: "instant" })),
      target: (page) => page.locator("[data-partners] ul"),
    });
    scenarios.push({
      path: path("home"),
      control: "carousel: Next (once it shows)",
      widths: [375],
      effect: "carouselMoved",
      // The carousel replaces the partner row once the visitor scrolls near it.
      before: async (page) => page.locator("[data-partners]").scrollIntoViewIfNeeded(),
      target: (page) => page.locator('[data-partners="carousel"] button').last(),
    });
  }
  return scenarios;
}

/** Fills a form's fields as a visitor would, each as soon as it shows. */
async function fillForm(page, form) {
  const values = {
    partnership: {
      company: "Acme Cards",
      website: "https://acme.example",
      region: "Mexico",
      message: "We would like to distribute our game.",
    },
    contact: { name: "Ana López", email: "ana@example.com", message: "Hola, escribo por una entrevista." },
  }[form];
  for (const [name, value] of Object.entries(values)) await page.locator(`#${form}-${name}`).fill(value);
  for (const select of await page.locator(`form:has(#${form}-message) select[required]`).all()) {
    const option = await select.locator("option").nth(1).getAttribute("value");
    await select.selectOption(option ?? "");
  }
}

/** One visit: returns what the page recorded. */
async function visit(browser, origin, scenario, width, throttling) {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 740 : 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: throttling.requestLatencyMs,
    downloadThroughput: (throttling.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (throttling.uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttling.cpuSlowdownMultiplier });
  const effect = scenario.effect === "toastOrDownload" ? "toast" : scenario.effect;
  await page.addInitScript(recorder, {
    effect,
    tapEvent: scenario.tapEvent ?? "click",
    tapSelector: scenario.tapSelector,
    storageKey: scenario.storageKey,
  });
  let downloadAt;
  page.on("download", () => (downloadAt ??= Date.now()));
  try {
    await page.goto(`${origin}${scenario.path}`, { waitUntil: "commit" });
    if (scenario.before) await scenario.before(page);
    const target = scenario.target(page);
    await target.waitFor({ state: "visible", timeout: 60_000 });
    if (scenario.act) await scenario.act(page);
    else await target.click({ timeout: 60_000 });
    // Hydration, then time for a late effect, or a second one.
    await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0, undefined, { timeout: 60_000 });
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      const done = await page.evaluate(() => window.__taps.effect !== undefined && window.__taps.effect > 0);
      if (done || downloadAt) break;
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(1500);
    const result = await page.evaluate(() => ({
      ...window.__taps,
      holds: window.__tapsHolds(),
      hydrated: performance.getEntriesByName("onInitialClientRender")[0]?.startTime,
    }));
    if (downloadAt && result.tapEpoch !== undefined) {
      // The download starts in the browser, not the page: timed on the one clock both share.
      const at = result.tap + (downloadAt - result.tapEpoch);
      Object.assign(result, { effect: at, holds: true, times: 1 });
    }
    if (effect === "noticeClosed" || effect === "sending") result.times = result.effect > 0 ? Math.max(1, result.writes.length) : 0;
    if (effect === "menuOpen") result.times = result.effect > 0 ? 1 : 0;
    if (effect === "filtered" || effect === "searched" || effect === "carouselMoved") result.times = result.effect > 0 ? 1 : 0;
    return result;
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? undefined : sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Every scenario at each of its widths, `runs` visits each; one row per scenario and width:
 * took effect (visits), median ms from the tap to the effect, median ms from hydration to the effect
 * (0 when it showed before hydration), taps made before hydration, visits where it acted twice or
 * did not hold (the notice came back, the menu closed again).
 */
export async function tapsAtFirstPaint({ browser, origin, scenarios, runs, log }) {
  const throttling = await mobileThrottling();
  const rows = [];
  for (const scenario of scenarios)
    for (const width of scenario.widths) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        try {
          results.push(await visit(browser, origin, scenario, width, throttling));
        } catch (error) {
          results.push({ error: String(error.message ?? error).split("\n")[0] });
        }
      }
      const took = results.filter((r) => r.effect > 0);
      const afterTap = median(took.map((r) => r.effect - r.tap));
      const afterHydration = median(took.map((r) => Math.max(0, r.effect - Math.max(r.hydrated ?? 0, r.tap))));
      const early = results.filter((r) => r.tap !== undefined && r.hydrated !== undefined && r.tap < r.hydrated).length;
      const twice = results.filter((r) => r.times > 1 || (r.effect > 0 && r.holds === false)).length;
      rows.push([
        scenario.path,
        scenario.control,
        `${width}`,
        `${took.length} of ${results.length}`,
        afterTap === undefined ? "–" : afterTap.toFixed(0),
        afterHydration === undefined ? "–" : afterHydration.toFixed(0),
        `${early} of ${results.length}`,
        `${twice}`,
      ]);
      for (const r of results.filter((x) => x.error)) log(`  ${scenario.path} ${scenario.control} ${width}: ${r.error}`);
      log(`measured ${scenario.path} ${scenario.control} at ${width} px`);
    }
  return rows;
}
