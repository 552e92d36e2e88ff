// Cloudflare Turnstile in the browser, optional (docs/forms.md): with GATSBY_TURNSTILE_SITE_KEY set in
// a build whose forms post somewhere, each form shows the widget and sends its token. The script is
// Cloudflare's, loaded only on a form's page and only once the visitor starts filling it in, so a
// visit that never touches a form makes no request to Cloudflare. Without the key nothing here runs.
// https://developers.cloudflare.com/turnstile/get-started/client-side-rendering/
import { useCallback, useEffect, useRef } from "react";
import { FORM_ENDPOINT } from "./endpoint";
import type { Lang } from "../i18n/languages";

/** Where the widget comes from; the Content-Security-Policy allows this origin only in such a build. */
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";
export const TURNSTILE_SCRIPT = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`;

/** The site key when the forms post somewhere; undefined otherwise (a simulated send has nothing to protect). */
export function turnstileSiteKey(key: string | undefined, endpoint: string | undefined): string | undefined {
  const text = key?.trim();
  return text && endpoint ? text : undefined;
}

// Written out in full: Gatsby replaces each `process.env.GATSBY_…` expression in the bundle.
export const TURNSTILE_SITE_KEY = turnstileSiteKey(process.env.GATSBY_TURNSTILE_SITE_KEY, FORM_ENDPOINT);

interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | undefined;
  getResponse(widget: string): string | undefined;
  reset(widget: string): void;
  remove(widget: string): void;
}
declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

/** How long a send waits for a token that is on its way; the receiver answers 400 without one. */
const TOKEN_WAIT_MS = 3000;

let loading: Promise<TurnstileApi> | undefined;
/** Adds Cloudflare's script once per page; a failed load may be tried again. */
function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("Turnstile did not load")));
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error("Turnstile did not load"));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * The widget for one form: `start` (on the visitor's first focus or input) loads and renders it into
 * `container`; `token` is what to send; `reset` asks for a new token after a delivered submission
 * (a token is good once; the receiver's idempotency key lets a retry of the same submission reuse it).
 */
export function useTurnstile(lang: Lang, action: string, siteKey: string | undefined = TURNSTILE_SITE_KEY) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<string | undefined>(undefined);
  const started = useRef(false);

  const start = useCallback(() => {
    if (!siteKey || started.current) return;
    started.current = true;
    loadTurnstile()
      .then((api) => {
        if (container.current) widget.current = api.render(container.current, { sitekey: siteKey, language: lang, action }) ?? undefined;
      })
      .catch(() => {
        // Without the widget the receiver refuses the submission and the visitor sees the error;
        // the next focus tries to load it again.
        started.current = false;
      });
  }, [siteKey, lang, action]);

  useEffect(
    () => () => {
      if (widget.current) window.turnstile?.remove(widget.current);
    },
    [],
  );

  /**
   * The widget's token; when the visitor sends before it has one (the script loads on the first
   * focus, which may be the send button's), waits for it up to TOKEN_WAIT_MS, then sends without.
   */
  const token = useCallback(async (wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms))) => {
    const current = () => (widget.current ? window.turnstile?.getResponse(widget.current) || undefined : undefined);
    for (let waited = 0; started.current && !current() && waited < TOKEN_WAIT_MS; waited += 100) await wait(100);
    return current();
  }, []);
  const reset = useCallback(() => {
    if (widget.current) window.turnstile?.reset(widget.current);
  }, []);
  return { enabled: siteKey !== undefined, container, start, token, reset };
}
