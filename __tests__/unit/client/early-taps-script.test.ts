// The inline script that leaves no tap unheard before the page's scripts run
// (src/inline-scripts/earlyTaps.ts): the menu button works at once, and a tap on a control that needs
// the app is kept and replayed, once, when the app says it has hydrated. As written and as the build
// ships it, in a page of its own (jsdom) with the controls' HTML and, standing for the app, listeners
// added after the script, as React's are.
import { JSDOM } from "jsdom";
import {
  EARLY_TAPS_ID,
  earlyTapsScript,
  MENU_TOGGLE_ATTRIBUTE,
  REPLAY_ATTRIBUTE,
  REPLAY_TAPS,
  type ReplayTaps,
} from "../../../src/inline-scripts/earlyTaps";
import { asShipped, writtenAndShipped } from "../../support/inlineScripts";

const EARLY_TAPS_SCRIPT = earlyTapsScript();

const PAGE = `<header>
  <button type="button" id="toggle" aria-expanded="false" aria-controls="site-menu" ${MENU_TOGGLE_ATTRIBUTE}>Menu</button>
  <div id="site-menu"><a id="choice" href="#careers">Careers</a></div>
</header>
<main>
  <button type="button" id="toast" ${REPLAY_ATTRIBUTE}>Download profile</button>
  <button type="button" id="other-toast" ${REPLAY_ATTRIBUTE}>View details</button>
  <button type="button" id="plain">Not marked</button>
  <form id="form" method="dialog" ${REPLAY_ATTRIBUTE}><input id="name" name="name" required><button id="send" type="submit">Send</button></form>
</main>`;

const pages: JSDOM[] = [];
afterEach(async () => {
  for (const page of pages.splice(0)) page.window.close();
  // jsdom announces a focus change's selection with a timer of its own: let it run.
  await new Promise((resolve) => setTimeout(resolve, 0));
});

describe.each(writtenAndShipped(EARLY_TAPS_ID, EARLY_TAPS_SCRIPT))("the inline early-taps script, %s", (_form, script) => {
  /** A page that ran the script in its <head>; `app` records what the app's own listeners heard. */
  function load() {
    const page = new JSDOM("<!doctype html><html><head></head><body></body></html>", {
      url: "https://site.test/en",
      runScripts: "outside-only",
    });
    pages.push(page);
    const { window } = page;
    window.eval(script);
    window.document.body.innerHTML = PAGE;
    const $ = (id: string) => window.document.getElementById(id)!;
    const app: string[] = [];
    // The app listens at its root, after the script, as React does.
    const root = window.document.body;
    root.addEventListener(
      "click",
      (e) => void ((e.target as Element).closest("[id]") && app.push(`click ${(e.target as Element).closest("[id]")!.id}`)),
    );
    root.addEventListener("submit", (e) => {
      e.preventDefault();
      app.push(`submit ${(e.target as Element).id}`);
    });
    const replay = () => (window as unknown as Record<string, ReplayTaps>)[REPLAY_TAPS]!;
    return { window, $, app, replay, hydrated: () => replay()(), expanded: () => $("toggle").getAttribute("aria-expanded") };
  }

  it("opens and closes the menu from the first tap, with no page code", () => {
    const { $, expanded } = load();
    $("toggle").click();
    expect(expanded()).toBe("true");
    $("toggle").click();
    expect(expanded()).toBe("false");
  });

  it("closes the open menu on Escape, giving focus back to its button, and on a choice in it", () => {
    const { window, $, expanded } = load();
    $("toggle").click();
    $("choice").focus();
    window.document.dispatchEvent(new window.KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(expanded()).toBe("false");
    expect(window.document.activeElement).toBe($("toggle"));
    // Escape with the menu closed changes nothing.
    window.document.dispatchEvent(new window.KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(expanded()).toBe("false");
    $("toggle").click();
    // The link's own navigation is not what is tested (and jsdom would queue it past the test's end).
    $("choice").addEventListener("click", (e) => e.preventDefault());
    $("choice").click();
    expect(expanded()).toBe("false");
  });

  it("keeps the taps on marked buttons from the page until it has hydrated, then replays each once, in order", () => {
    const { $, app, replay, hydrated } = load();
    $("toast").click();
    $("other-toast").click();
    $("toast").click();
    $("toast").click();
    expect(app).toEqual([]);
    // What the app may prepare for as it starts.
    expect(replay().kept).toEqual([$("toast"), $("other-toast")]);
    hydrated();
    expect(app).toEqual(["click toast", "click other-toast"]);
    expect(replay().kept).toEqual([]);
  });

  it("keeps a form's submit until the page has hydrated, then submits it once, with what was typed", () => {
    const { window, $, app, hydrated } = load();
    ($("name") as HTMLInputElement).value = "Ana";
    $("send").click();
    $("send").click();
    ($("form") as HTMLFormElement).requestSubmit();
    // The clicks in the form are the browser's: they make the submit, which is kept.
    expect(app).toEqual(["click send", "click send"]);
    ($("name") as HTMLInputElement).value = "Ana López";
    app.length = 0;
    let sent = "";
    $("form").addEventListener("submit", () => (sent = ($("name") as HTMLInputElement).value));
    hydrated();
    expect(app).toEqual(["submit form"]);
    expect(sent).toBe("Ana López");
    expect(window.document.querySelectorAll("form").length).toBe(1);
  });

  it("lets every tap through at once once the page has hydrated, and taps on unmarked controls always", () => {
    const { $, app, hydrated } = load();
    $("plain").click();
    expect(app).toEqual(["click plain"]);
    hydrated();
    $("toast").click();
    ($("name") as HTMLInputElement).value = "Ana";
    $("send").click();
    expect(app).toEqual(["click plain", "click toast", "click send", "submit form"]);
    // A second call replays nothing again.
    hydrated();
    expect(app).toHaveLength(4);
  });

  it("does not replay a tap on a control the page no longer has", () => {
    const { $, app, hydrated } = load();
    $("toast").click();
    $("toast").remove();
    hydrated();
    expect(app).toEqual([]);
  });
});

it("is shipped smaller than it is written", () => {
  const shipped = asShipped(EARLY_TAPS_ID, EARLY_TAPS_SCRIPT);
  expect(shipped.length).toBeLessThan(EARLY_TAPS_SCRIPT.length);
  expect(shipped).not.toContain("\n");
});
