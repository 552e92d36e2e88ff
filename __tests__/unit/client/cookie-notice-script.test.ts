// The inline script that runs the prerendered cookie notice from the first paint, with no page code
// (src/inline-scripts/cookieNotice.ts), as written and as the build ships it, in a page of its own
// (jsdom) that holds the notice's HTML as React draws it and nothing else of the site.
import { JSDOM } from "jsdom";
import {
  COOKIE_ANSWER_ATTRIBUTE,
  COOKIE_NOTICE_CLASS,
  COOKIE_NOTICE_ID,
  COOKIE_NOTICE_REGION_ID,
  COOKIE_NOTICE_SPACE,
  cookieNoticeScript,
} from "../../../src/inline-scripts/cookieNotice";
import { asShipped, writtenAndShipped } from "../../support/inlineScripts";
import { settings } from "../../../src/config/settings";

const COOKIE_NOTICE_SCRIPT = cookieNoticeScript();
const KEY = settings.storageKeys.cookieConsent;

/** The notice as CookieBanner.tsx draws it, with a link before it to come from. */
const NOTICE = `<a id="before" href="#x">before</a><main id="main" tabindex="-1"></main><section id="${COOKIE_NOTICE_REGION_ID}" style="bottom: 12px">
  <p>Cookies <a href="/en/policies/cookies">policy</a></p>
  <button type="button" ${COOKIE_ANSWER_ATTRIBUTE}="accepted">Accept All</button>
  <button type="button" ${COOKIE_ANSWER_ATTRIBUTE}="managed">Manage Preferences</button>
  <button type="button" ${COOKIE_ANSWER_ATTRIBUTE}="" aria-label="Close"></button>
</section>`;

/** A ResizeObserver that reports when told to, as jsdom has none (and lays nothing out). */
class SizeReports {
  static last: SizeReports | undefined;
  observed = new Set<Element>();
  constructor(private readonly report: () => void) {
    SizeReports.last = this;
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  fire() {
    this.report();
  }
}

const pages: JSDOM[] = [];
afterEach(async () => {
  for (const page of pages.splice(0)) page.window.close();
  // jsdom announces a focus change's selection with a timer of its own: let it run.
  await new Promise((resolve) => setTimeout(resolve, 0));
  SizeReports.last = undefined;
});

describe.each(writtenAndShipped(COOKIE_NOTICE_ID, COOKIE_NOTICE_SCRIPT))("the inline cookie-notice script, %s", (_form, script) => {
  /**
   * A page whose storage holds `stored` (an Error: storage refuses to be read) runs the script in its
   * <head>, then its body is parsed: the notice, then nothing else.
   */
  function load(stored: Record<string, string> | Error = {}, { sizes = false } = {}) {
    const page = new JSDOM("<!doctype html><html><head></head><body></body></html>", {
      url: "https://site.test/en/about",
      runScripts: "outside-only",
    });
    pages.push(page);
    const { window } = page;
    if (stored instanceof Error)
      Object.defineProperty(window, "localStorage", {
        get: () => {
          throw stored;
        },
      });
    else for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
    if (sizes) (window as unknown as { ResizeObserver: unknown }).ResizeObserver = SizeReports;
    window.eval(script);
    window.document.body.innerHTML = NOTICE;
    const root = window.document.documentElement;
    const button = (answer: string) => window.document.querySelector<HTMLElement>(`[${COOKIE_ANSWER_ATTRIBUTE}="${answer}"]`)!;
    return { window, root, button, marked: () => root.classList.contains(COOKIE_NOTICE_CLASS) };
  }

  it("marks the page when no answer is stored, and when storage refuses to be read", () => {
    expect(load().marked()).toBe(true);
    expect(load({ "preferred-language": "es" }).marked()).toBe(true);
    expect(load(new DOMException("denied", "SecurityError")).marked()).toBe(true);
  });

  it.each(["accepted", "managed"])("leaves the page unmarked once %s is stored", (answer) => {
    expect(load({ [KEY]: answer }).marked()).toBe(false);
  });

  it.each([
    ["Accept All", "accepted, once", "accepted", "accepted"],
    ["Manage Preferences", "managed, once", "managed", "managed"],
    ["the close button", "nothing", "", null],
  ])("%s, tapped before any page code has run, hides the notice and stores %s", (_name, _stores, answer, stored) => {
    const { window, button, marked } = load();
    const writes: string[] = [];
    const setItem = window.Storage.prototype.setItem;
    window.Storage.prototype.setItem = function (key: string, value: string) {
      writes.push(`${key}=${value}`);
      setItem.call(this, key, value);
    };
    button(answer).click();
    expect(marked()).toBe(false);
    expect(window.localStorage.getItem(KEY)).toBe(stored);
    expect(writes).toEqual(stored === null ? [] : [`${KEY}=${stored}`]);
  });

  it("hides the notice when storage refuses the answer", () => {
    const { button, marked } = load(new DOMException("denied", "SecurityError"));
    button("accepted").click();
    expect(marked()).toBe(false);
  });

  it("gives focus back to where it was before it entered the notice, or to the main content", () => {
    const { window, button } = load();
    window.document.getElementById("before")!.focus();
    button("managed").focus();
    button("managed").click();
    expect(window.document.activeElement?.id).toBe("before");

    const fresh = load();
    fresh.button("").focus();
    fresh.button("").click();
    expect(fresh.window.document.activeElement?.id).toBe("main");
  });

  it("leaves focus alone when the tap came from a pointer, not from focus in the notice", () => {
    const { window, button } = load();
    window.document.getElementById("before")!.focus();
    button("accepted").click();
    expect(window.document.activeElement?.id).toBe("before");
  });

  it("reserves the notice's height from the moment the page's HTML holds it, and follows the notice a new page draws", async () => {
    const { window, root } = load({}, { sizes: true });
    // The parser's additions are reported as a microtask, before anything is painted.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const sizes = SizeReports.last!;
    const notice = window.document.getElementById(COOKIE_NOTICE_REGION_ID)!;
    expect([...sizes.observed]).toEqual([notice]);
    Object.defineProperty(notice, "offsetHeight", { value: 100.4 });
    sizes.fire();
    // Its height, its gap to the bottom edge (12 px) and 8 px for a focus ring.
    expect(root.style.getPropertyValue(COOKIE_NOTICE_SPACE)).toBe("121px");

    const next = notice.cloneNode(true) as HTMLElement;
    notice.replaceWith(next);
    Object.defineProperty(next, "offsetHeight", { value: 150 });
    sizes.fire();
    expect([...sizes.observed]).toEqual([next]);
    expect(root.style.getPropertyValue(COOKIE_NOTICE_SPACE)).toBe("170px");
  });
});

it("is shipped smaller than it is written", () => {
  const shipped = asShipped(COOKIE_NOTICE_ID, COOKIE_NOTICE_SCRIPT);
  expect(shipped.length).toBeLessThan(COOKIE_NOTICE_SCRIPT.length);
  expect(shipped).not.toContain("\n");
});
