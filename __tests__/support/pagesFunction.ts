// A Cloudflare Pages Function (functions/) as Cloudflare bundles and runs it, as far as that can be
// done offline (workerd needs Node 22): bundled as wrangler bundles one for workerd, then run in a
// context that holds the web platform's globals and nothing else, no process and no Node modules.
import vm from "node:vm";

/** The network, played by the test: GitHub's token endpoint, Resend's API. */
type Fetch = (url: string) => Promise<Response>;

/**
 * Bundles the function at `entryPoint` as wrangler does (for a browser-like platform, workerd's
 * conditions first), runs the bundle with only the web platform's globals and the given fetch, and
 * returns what it exports. Timers are the web platform's too (workerd has them): the receiver's
 * deadline needs them.
 */
export async function bundlePagesFunction<Module>(entryPoint: string, fetch: Fetch): Promise<Module> {
  const { build } = await import("esbuild");
  const out = await build({
    entryPoints: [entryPoint],
    bundle: true,
    write: false,
    format: "iife",
    globalName: "pagesFunction",
    platform: "browser",
    conditions: ["workerd", "worker", "browser"],
    logLevel: "silent",
  });
  const context = vm.createContext({
    Request,
    Response,
    Headers,
    URL,
    URLSearchParams,
    TextEncoder,
    TextDecoder,
    ReadableStream,
    AbortController,
    AbortSignal,
    Intl,
    console,
    crypto,
    btoa,
    setTimeout,
    clearTimeout,
    fetch,
  });
  vm.runInContext(out.outputFiles[0]!.text, context);
  return (context as unknown as { pagesFunction: Module }).pagesFunction;
}
