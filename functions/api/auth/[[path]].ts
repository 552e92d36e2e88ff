// Cloudflare Pages Function for the content manager's GitHub sign-in (docs/deploying.md): this file's
// path is the URL, /api/auth and everything under it; the app is src/cms/signin/app.ts. Its variables
// (GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET, ...) come with each request.
import { createSignIn, type SignInEnv } from "../../../src/cms/signin/app";
import { consoleLog } from "../../../src/receiver/app";

const app = createSignIn((c) => (c.env ?? {}) as SignInEnv, consoleLog);

export const onRequest = (context: { request: Request; env: SignInEnv; waitUntil(promise: Promise<unknown>): void }) =>
  app.fetch(context.request, context.env, {
    waitUntil: (p: Promise<unknown>) => context.waitUntil(p),
    passThroughOnException: () => undefined,
    props: undefined,
  });
