// A local HTTP listener on 127.0.0.1 that keeps every request it is sent: the webhook a deployer
// names in FORM_WEBHOOK_URL (docs/forms.md), played on this machine. Given an answer, it plays any
// JSON service a test stands in for the same way: Turnstile's siteverify, GitHub's token endpoint
// and its API. Each test file starts its own, on a free port.
import http from "node:http";
import type { AddressInfo } from "node:net";

/** One request as the listener received it, its body parsed as JSON (undefined when it had none). */
export interface Received<Body = unknown> {
  method: string;
  /** The path and query, as sent. */
  path: string;
  body: Body;
}

/** What the listener answers: a status, headers, and a body sent as JSON. By default 204, no body. */
export interface Answer {
  status?: number;
  headers?: Record<string, string>;
  json?: unknown;
}

export interface WebhookCapture<Body = unknown> {
  /** http://127.0.0.1:<port>, for a setting that names a server (GITHUB_URL, GITHUB_API_URL). */
  origin: string;
  /** The origin and the path it was started with, for a setting that names an address (FORM_WEBHOOK_URL). */
  url: string;
  /** Every request, in the order they came; `received.length = 0` forgets them. */
  received: Received<Body>[];
  /** Every request's body, in the order they came. */
  bodies: () => Body[];
  close: () => Promise<void>;
}

export interface CaptureOptions<Body> {
  /** The path `url` names (the listener answers on every path). */
  path?: string;
  /** How to answer each request, once it is kept. */
  answer?: (request: Received<Body>) => Answer;
}

/** Starts a listener on a free port of 127.0.0.1; resolves once it listens. A body that is not JSON is answered 400 and not kept. */
export async function startWebhookCapture<Body = unknown>(options: CaptureOptions<Body> = {}): Promise<WebhookCapture<Body>> {
  const { path = "/hook", answer } = options;
  const received: Received<Body>[] = [];
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      let body: Body;
      try {
        body = (raw ? JSON.parse(raw) : undefined) as Body;
      } catch {
        res.writeHead(400).end();
        return;
      }
      const request = { method: req.method ?? "", path: req.url ?? "", body };
      received.push(request);
      const { status = 204, headers = {}, json } = answer?.(request) ?? {};
      if (json === undefined) res.writeHead(status, headers).end();
      else res.writeHead(status, { "Content-Type": "application/json", ...headers }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: `${origin}${path}`,
    received,
    bodies: () => received.map((r) => r.body),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
