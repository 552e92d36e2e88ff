// In-page checks for the WCAG 2.2 success criteria axe cannot see (docs/accessibility.md). Each runs
// as one page.evaluate, so a page's checks share its one visit: a page load is most of a test's time.
import type { Page } from "@playwright/test";

/** WCAG 1.4.12's values: line height 1.5, paragraph spacing 2, letter spacing 0.12, word spacing 0.16 times the font size. */
export const TEXT_SPACING_CSS = `
  *, *::before, *::after { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * Every text on the page a visitor cannot bring into view: cut by a box that hides its overflow on
 * that axis (a box that scrolls is reachable), or beyond the right edge of a page that does not
 * scroll sideways. `partial` decides what counts: true, text cut part-way (clipped, 1.4.12 and
 * 1.4.10); false, any text out of reach, whole or partly (what a visitor without JavaScript misses).
 * Texts hidden on purpose are skipped: not rendered, `visibility: hidden`, or inside a box of 1 px
 * or less (the visually-hidden pattern).
 */
export async function unreachableTexts(page: Page, partial: boolean): Promise<string[]> {
  return page.evaluate((partialOnly) => {
    const SLACK = 1;
    const problems: string[] = [];
    const viewportWidth = document.documentElement.clientWidth;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const content = node.textContent?.trim() ?? "";
      const parent = node.parentElement;
      if (!content || !parent || parent.closest("script, style, noscript, template")) continue;
      if (getComputedStyle(parent).visibility === "hidden") continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (rects.length === 0) continue;
      const text = {
        left: Math.min(...rects.map((r) => r.left)),
        right: Math.max(...rects.map((r) => r.right)),
        top: Math.min(...rects.map((r) => r.top)),
        bottom: Math.max(...rects.map((r) => r.bottom)),
      };
      // Out of reach on one axis of a box [start, end]: cut part-way, or (for !partial) wholly outside too.
      const outOfReach = (start: number, end: number, from: number, to: number) => {
        const inside = start >= from - SLACK && end <= to + SLACK;
        if (inside) return false;
        const overlaps = end > from && start < to;
        return partialOnly ? overlaps : true;
      };
      let hiddenOnPurpose = false;
      let cutBy: string | null = null;
      for (let box: Element | null = parent; box && box !== document.documentElement; box = box.parentElement) {
        const style = getComputedStyle(box);
        const clipsX = /hidden|clip/.test(style.overflowX);
        const clipsY = /hidden|clip/.test(style.overflowY);
        const r = box.getBoundingClientRect();
        // A box that scrolls brings all it holds into its own frame: from here out, the text is that frame.
        if (box !== document.body && /auto|scroll/.test(style.overflowX)) {
          text.left = r.left + box.clientLeft;
          text.right = text.left + box.clientWidth;
        }
        if (box !== document.body && /auto|scroll/.test(style.overflowY)) {
          text.top = r.top + box.clientTop;
          text.bottom = text.top + box.clientHeight;
        }
        if (box !== document.body && (clipsX || clipsY)) {
          if (r.width <= 1 || r.height <= 1) {
            hiddenOnPurpose = true;
            break;
          }
          const left = r.left + box.clientLeft;
          const top = r.top + box.clientTop;
          const right = left + box.clientWidth;
          const bottom = top + box.clientHeight;
          if ((clipsX && outOfReach(text.left, text.right, left, right)) || (clipsY && outOfReach(text.top, text.bottom, top, bottom))) {
            cutBy = `${box.tagName.toLowerCase()}${box.className && typeof box.className === "string" ? `.${box.className.split(" ")[0]}` : ""}`;
            break;
          }
        }
        if (style.position === "fixed") break;
      }
      if (hiddenOnPurpose) continue;
      // The page itself hides sideways overflow (body overflow-x: hidden), so text past its edges is lost.
      if (!cutBy && outOfReach(text.left + window.scrollX, text.right + window.scrollX, 0, viewportWidth)) cutBy = "the page's edge";
      if (cutBy)
        problems.push(
          `"${content.slice(0, 60)}" (${Math.round(text.right - text.left)}×${Math.round(text.bottom - text.top)} px) cut by ${cutBy}`,
        );
    }
    return problems;
  }, partial);
}

/** How far the page scrolls sideways, in CSS pixels (0 when it does not). */
export async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * WCAG 2.4.11: walks the tab order with the real Tab key (forward) or Shift+Tab (backward) from where
 * focus is, and returns every control whose box shows at no point: each stop is hit-tested with
 * elementFromPoint on a grid over the part of its box inside the viewport. Stops when focus leaves
 * the page or comes back to a control it has already seen.
 *
 * The keys go to Chromium as Playwright sends them (Input.dispatchKeyEvent, the same fields), but
 * `batch` presses at a time without waiting for each, and the page checks each stop itself, on the
 * key's keyup: by then the keydown has moved focus and scrolled it into view. One round trip per
 * batch instead of three per stop: a walk forward and back through /es/empleos at 1280 px took
 * 1,156–1,220 ms, and 390 ms this way, with the same stops and the same findings (docs/performance.md).
 * Once the walk ends, the rest of the batch's Tabs are cancelled, so focus stays where it ended.
 */
export async function obscuredFocusStops(
  page: Page,
  direction: "forward" | "backward",
  maxStops = 400,
  batch = 25,
): Promise<{ stops: number; obscured: string[] }> {
  await page.evaluate(() => {
    type Walk = { seen: WeakSet<Element>; stops: (string | null)[]; done: boolean; stop(): void };
    const w = window as unknown as { __walk?: Walk };
    const describe = (el: Element) => {
      const name = (el.getAttribute("aria-label") ?? (el as HTMLElement).innerText ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `<${el.tagName.toLowerCase()}> "${name}"`;
    };
    /** Why the focused control shows at no point, or null when some of it shows. */
    const obscured = (el: Element): string | null => {
      const r = el.getBoundingClientRect();
      const x0 = Math.max(r.left, 0);
      const x1 = Math.min(r.right, document.documentElement.clientWidth);
      const y0 = Math.max(r.top, 0);
      const y1 = Math.min(r.bottom, document.documentElement.clientHeight);
      if (x1 <= x0 || y1 <= y0) return `${describe(el)} is outside the viewport`;
      const GRID = 5;
      const covers: string[] = [];
      for (let gx = 0; gx < GRID; gx++) {
        for (let gy = 0; gy < GRID; gy++) {
          const hit = document.elementFromPoint(x0 + ((x1 - x0) * (gx + 0.5)) / GRID, y0 + ((y1 - y0) * (gy + 0.5)) / GRID);
          if (hit && (hit === el || el.contains(hit))) return null;
          if (hit)
            covers.push(
              hit.closest("header, footer, section, [role=region], div")?.getAttribute("aria-label") ?? hit.tagName.toLowerCase(),
            );
        }
      }
      return `${describe(el)} is covered by ${[...new Set(covers)].join(", ")}`;
    };
    const onKeyUp = (event: KeyboardEvent) => {
      const walk = w.__walk;
      if (event.key !== "Tab" || !walk || walk.done) return;
      const el = document.activeElement;
      if (!el || el === document.body || el === document.documentElement || walk.seen.has(el)) {
        walk.done = true;
        return;
      }
      walk.seen.add(el);
      walk.stops.push(obscured(el));
    };
    // After the walk's end, the batch's remaining Tabs must not move focus on.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Tab" && w.__walk?.done) event.preventDefault();
    };
    addEventListener("keyup", onKeyUp, true);
    addEventListener("keydown", onKeyDown, true);
    w.__walk = {
      seen: new WeakSet(),
      stops: [],
      done: false,
      stop: () => {
        removeEventListener("keyup", onKeyUp, true);
        removeEventListener("keydown", onKeyDown, true);
      },
    };
  });
  const cdp = await page.context().newCDPSession(page);
  const SHIFT = 8;
  const modifiers = direction === "backward" ? SHIFT : 0;
  const key = (type: "rawKeyDown" | "keyUp", name: "Tab" | "Shift", mask: number) =>
    cdp.send("Input.dispatchKeyEvent", {
      type,
      key: name,
      code: name === "Tab" ? "Tab" : "ShiftLeft",
      windowsVirtualKeyCode: name === "Tab" ? 9 : 16,
      modifiers: mask,
    });
  let done = false;
  try {
    for (let pressed = 0; pressed < maxStops && !done; pressed += batch) {
      const sent: Promise<unknown>[] = [];
      if (modifiers) sent.push(key("rawKeyDown", "Shift", SHIFT));
      for (let i = 0; i < batch; i++) sent.push(key("rawKeyDown", "Tab", modifiers), key("keyUp", "Tab", modifiers));
      if (modifiers) sent.push(key("keyUp", "Shift", 0));
      await Promise.all(sent);
      done = await page.evaluate(() => (window as unknown as { __walk: { done: boolean } }).__walk.done);
    }
  } finally {
    await cdp.detach();
  }
  const stops = await page.evaluate(() => {
    const w = window as unknown as { __walk?: { stops: (string | null)[]; stop(): void } };
    w.__walk!.stop();
    const result = w.__walk!.stops;
    delete w.__walk;
    return result;
  });
  return { stops: stops.length, obscured: stops.filter((s): s is string => s !== null) };
}

/**
 * WCAG 2.3.3 and 2.2.2 under `prefers-reduced-motion: reduce`: every element (and its ::before and
 * ::after) whose CSS animation or transition would run longer than `limitMs`, and every running Web
 * Animation that long.
 */
export async function longMotion(page: Page, limitMs = 200): Promise<string[]> {
  return page.evaluate((limit) => {
    const seconds = (value: string) =>
      Math.max(...value.split(",").map((v) => (v.trim().endsWith("ms") ? parseFloat(v) / 1000 : parseFloat(v))));
    const problems: string[] = [];
    for (const el of document.querySelectorAll("body *")) {
      for (const pseudo of [null, "::before", "::after"]) {
        const style = getComputedStyle(el, pseudo);
        const count = style.animationIterationCount.split(",").some((c) => c.trim() === "infinite")
          ? Infinity
          : Math.max(...style.animationIterationCount.split(",").map(Number));
        const animation = style.animationName !== "none" ? seconds(style.animationDuration) * count * 1000 : 0;
        const transition = style.transitionProperty !== "none" ? seconds(style.transitionDuration) * 1000 : 0;
        if (animation > limit || transition > limit) {
          problems.push(
            `${el.tagName.toLowerCase()}.${String((el as HTMLElement).className).split(" ")[0]}${pseudo ?? ""}: animation ${animation} ms, transition ${transition} ms`,
          );
        }
      }
    }
    for (const animation of document.getAnimations()) {
      const timing = animation.effect?.getComputedTiming();
      const total = Number(timing?.endTime ?? 0);
      if (animation.playState === "running" && total > limit) problems.push(`a running animation of ${total} ms`);
    }
    return problems;
  }, limitMs);
}
