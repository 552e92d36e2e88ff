// Every page paints before its bundles run (bundleLoader.ts), and on a mid-range phone that gap is
// seconds long: a tap on a button whose handler has not arrived yet did nothing, and a visitor tapped
// again (docs/performance.md#taps-at-first-paint). This script, inline in <head>, leaves no tap unheard:
// - the menu button works from the first paint: the menu's state is the button's aria-expanded, which
//   this script sets and the styles read (Header.module.scss), so no page code is needed to open it,
//   close it by Escape or on a choice, before hydration or after;
// - a control that needs the app (a button that shows a toast, a form's submit) is marked with
//   REPLAY_ATTRIBUTE; a tap on it before the app is there is kept, once per control, and replayed once
//   the page has hydrated (gatsby-browser.tsx calls REPLAY_TAPS), as Angular's event replay does.
//   React 18 replays such a tap itself only once its own code has loaded.
// The cookie notice's buttons are cookieNotice.ts's. Fields need nothing: what is typed before
// hydration stays in them, and the components read it as they mount.
//
// Written readable here; the build minifies it in the pages (src/node/postBuild/minifyPageScripts.ts),
// and the CSP allows it by the hash of that result.

/** The element id the build finds the script by. */
export const EARLY_TAPS_ID = "early-taps";

/** The attribute of a control whose early tap is replayed: a button (its click), or a form (its submit). */
export const REPLAY_ATTRIBUTE = "data-replay";

/**
 * The global the app calls once it has hydrated: replays the kept taps and stops keeping them. Its
 * `kept` property lists the controls whose taps it holds, so the app can load what they will need
 * while it starts (gatsby-browser.tsx).
 */
export const REPLAY_TAPS = "__replayTaps";

/** What REPLAY_TAPS is: the replay, and the controls it will replay. */
export type ReplayTaps = (() => void) & { kept: Element[] };

/** The attribute of the menu button, whose aria-expanded is the menu's state (its aria-controls names the menu). */
export const MENU_TOGGLE_ATTRIBUTE = "data-menu-toggle";

/**
 * It runs as the source text of this function in the browser, so it uses nothing from outside it but
 * its arguments and the page's globals, and only syntax every browser the site supports runs as is.
 */
/* eslint-disable no-var -- the browser runs this function's source text as it is, and every browser the site supports runs var */
function keepEarlyTaps(replayAttribute: string, replayName: string, toggleAttribute: string): void {
  var toggleSelector = "[" + toggleAttribute + "]";
  function setMenu(toggle: Element, open: boolean) {
    toggle.setAttribute("aria-expanded", open ? "true" : "false");
  }
  document.addEventListener("click", function (event) {
    var target = event.target as Element | null;
    if (!target || !target.closest) return;
    var toggle = target.closest(toggleSelector);
    if (toggle) return setMenu(toggle, toggle.getAttribute("aria-expanded") !== "true");
    // A choice in the open menu closes it: a link to an anchor of this page does not leave the page,
    // and the menu would stay open over it.
    var link = target.closest("a");
    var open = document.querySelector(toggleSelector + '[aria-expanded="true"]');
    var menu = open && document.getElementById(open.getAttribute("aria-controls") || "");
    if (open && link && menu && menu.contains(link)) setMenu(open, false);
  });
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape") return;
    var open = document.querySelector(toggleSelector + '[aria-expanded="true"]') as HTMLElement | null;
    if (!open) return;
    setMenu(open, false);
    open.focus();
  });

  var kept: Element[] = [];
  function keep(event: Event) {
    var target = event.target as Element | null;
    var control = target && target.closest && target.closest("[" + replayAttribute + "]");
    // A marked form keeps its submit, a marked button its click; a click in a form is the browser's
    // (its fields, its submit button, whose click makes the submit).
    if (!control || (control.tagName === "FORM") !== (event.type === "submit")) return;
    // Kept from the page's own listeners too: React, once loaded, would otherwise act on it before
    // hydration ends, and again when it is replayed.
    event.preventDefault();
    event.stopPropagation();
    if (kept.indexOf(control) < 0) kept.push(control);
  }
  document.addEventListener("click", keep, true);
  document.addEventListener("submit", keep, true);
  var replay = function () {
    document.removeEventListener("click", keep, true);
    document.removeEventListener("submit", keep, true);
    var taps = kept.splice(0, kept.length);
    for (var i = 0; i < taps.length; i++) {
      // A control the page no longer has is not there to hear it: the event reaches no listener of
      // the page, and a form no longer in it does not submit. requestSubmit checks the fields again,
      // as the visitor's own submit did.
      var control = taps[i] as HTMLElement;
      if (control.tagName !== "FORM") control.click();
      else if ((control as HTMLFormElement).requestSubmit) (control as HTMLFormElement).requestSubmit();
      else control.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    }
  } as ReplayTaps;
  replay.kept = kept;
  (window as unknown as Record<string, ReplayTaps>)[replayName] = replay;
}
/* eslint-enable no-var */

/** The inline script: the function above, called with the attributes and the global's name. */
export function earlyTapsScript(): string {
  return `(${keepEarlyTaps.toString()})(${[REPLAY_ATTRIBUTE, REPLAY_TAPS, MENU_TOGGLE_ATTRIBUTE].map((a) => JSON.stringify(a)).join(", ")});`;
}
