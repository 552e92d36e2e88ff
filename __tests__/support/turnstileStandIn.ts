// Cloudflare Turnstile's stand-ins for the browser tests (docs/forms.md): the real service is never
// contacted. public-endpoint/ is built with TEST_TURNSTILE_SITE_KEY (__tests__/cms/cms.spec.ts); every
// page's requests to Turnstile's origin get WIDGET_SCRIPT (browserTest.ts routes them), a widget that hands out a
// token; the receiver checks tokens with the siteverify stand-in below (TURNSTILE_VERIFY_URL).
import { startWebhookCapture } from "./webhookCapture";

/** A site key for the test build: Cloudflare's documented always-passing test key, never sent anywhere here. */
export const TEST_TURNSTILE_SITE_KEY = "1x00000000000000000000AA";
export const TEST_TURNSTILE_SECRET = "test-turnstile-secret";
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";
/** What the stand-in widget hands out; siteverify's stand-in accepts these and nothing else. */
export const STAND_IN_TOKEN = /^stand-in-token-\d+$/;

/** window.turnstile as the page uses it: render, getResponse, reset, remove; each widget gets a token shortly after it renders. */
export const WIDGET_SCRIPT = `(() => {
  let issued = 0;
  const widgets = new Map();
  const issue = (id) => setTimeout(() => {
    const widget = widgets.get(id);
    if (!widget) return;
    widget.token = "stand-in-token-" + ++issued;
    if (widget.options.callback) widget.options.callback(widget.token);
  }, 50);
  window.turnstile = {
    render(container, options) {
      const id = "stand-in-" + (widgets.size + 1);
      const box = document.createElement("div");
      box.dataset.turnstileStandIn = options.sitekey;
      box.dataset.language = options.language;
      box.textContent = "Turnstile stand-in";
      container.appendChild(box);
      widgets.set(id, { options });
      issue(id);
      return id;
    },
    getResponse: (id) => widgets.get(id) && widgets.get(id).token,
    reset(id) {
      const widget = widgets.get(id);
      if (widget) { widget.token = undefined; issue(id); }
    },
    remove: (id) => void widgets.delete(id),
  };
})();`;

/** What the receiver sends siteverify (src/receiver/turnstile.ts). */
export interface SiteverifyCall {
  secret?: string;
  response?: string;
  remoteip?: string;
  idempotency_key?: string;
}

/** Siteverify's stand-in: success for the stand-in's tokens with the test secret; keeps every call. */
export async function siteverifyStandIn() {
  const capture = await startWebhookCapture<SiteverifyCall>({
    path: "/siteverify",
    answer: ({ body }) => {
      const success = body.secret === TEST_TURNSTILE_SECRET && STAND_IN_TOKEN.test(body.response ?? "");
      return { status: 200, json: { success, "error-codes": success ? [] : ["invalid-input-response"] } };
    },
  });
  return { ...capture, env: { TURNSTILE_SECRET_KEY: TEST_TURNSTILE_SECRET, TURNSTILE_VERIFY_URL: capture.url } };
}
