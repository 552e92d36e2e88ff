// The inline script that shows the prerendered cookie notice before the first paint
// (src/inline-scripts/cookieNotice.ts), as written and as the build ships it.
import { COOKIE_NOTICE_CLASS, COOKIE_NOTICE_ID, cookieNoticeScript } from "../../../src/inline-scripts/cookieNotice";
import { asShipped, writtenAndShipped } from "../../support/inlineScripts";
import { settings } from "../../../src/config/settings";

const COOKIE_NOTICE_SCRIPT = cookieNoticeScript();

describe.each(writtenAndShipped(COOKIE_NOTICE_ID, COOKIE_NOTICE_SCRIPT))("the inline cookie-notice script, %s", (_form, script) => {
  /** Runs the script over a page whose storage holds `stored` (an Error: storage refuses); returns <html>'s classes. */
  function run(stored: Record<string, string> | Error): Set<string> {
    const classes = new Set<string>();
    const document = { documentElement: { classList: { add: (c: string) => classes.add(c) } } };
    const localStorage = {
      getItem: (key: string) => {
        if (stored instanceof Error) throw stored;
        return key in stored ? stored[key] : null;
      },
    };
    new Function("document", "localStorage", script)(document, localStorage);
    return classes;
  }
  const key = settings.storageKeys.cookieConsent;

  it("marks the page when no answer is stored, and when storage refuses to be read", () => {
    expect(run({})).toEqual(new Set([COOKIE_NOTICE_CLASS]));
    expect(run({ "preferred-language": "es" })).toEqual(new Set([COOKIE_NOTICE_CLASS]));
    expect(run(new DOMException("denied", "SecurityError"))).toEqual(new Set([COOKIE_NOTICE_CLASS]));
  });

  it.each(["accepted", "managed"])("leaves the page unmarked once %s is stored", (answer) => {
    expect(run({ [key]: answer })).toEqual(new Set());
  });
});

it("is shipped smaller than it is written", () => {
  const shipped = asShipped(COOKIE_NOTICE_ID, COOKIE_NOTICE_SCRIPT);
  expect(shipped.length).toBeLessThan(COOKIE_NOTICE_SCRIPT.length);
  expect(shipped).not.toContain("\n");
});
