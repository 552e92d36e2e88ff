import vm from "node:vm";
import { FALLBACK_MS, loadBundlesAfterPaint, scriptLoader } from "../../../src/inline-scripts/bundleLoader";

const page = `<body><div id="___gatsby"></div><script id="gatsby-chunk-mapping">window.x=1</script><script src="/webpack-runtime-1.js" async=""></script><script src="/framework-2.js" async=""></script><script src="/app-3.js" async=""></script></body>`;

describe("loading the bundles after the first paint", () => {
  it("swaps Gatsby's async bundle tags for one inline loader, in their order, leaving other scripts alone", () => {
    const html = loadBundlesAfterPaint(page);
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain('<script id="gatsby-chunk-mapping">window.x=1</script>');
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).toContain(JSON.stringify(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]));
    expect(html.indexOf("gatsby-chunk-mapping")).toBeLessThan(html.indexOf("webpack-runtime-1.js"));
  });

  it("leaves a page without bundles as it is", () => {
    expect(loadBundlesAfterPaint("<body><p>static</p></body>")).toBe("<body><p>static</p></body>");
  });

  function run(visibility: "visible" | "hidden", withObserver = true) {
    const appended: { src: string; async: boolean }[] = [];
    const timers: { f: () => void; ms: number }[] = [];
    let report: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
    let observed: unknown;
    const context: Record<string, unknown> = {
      document: {
        visibilityState: visibility,
        createElement: () => ({ src: "", async: true }),
        body: { appendChild: (e: { src: string; async: boolean }) => appended.push(e) },
      },
      setTimeout: (f: () => void, ms: number) => timers.push({ f, ms }),
    };
    if (withObserver)
      context.PerformanceObserver = class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe(options: unknown) {
          observed = options;
        }
      };
    vm.runInNewContext(scriptLoader(["/a.js", "/b.js"]), context);
    const paint = (name: string) => report!({ getEntriesByName: (n) => (n === name ? [{}] : []) });
    const fire = (ms: number) => timers.filter((t) => t.ms === ms).forEach((t) => t.f());
    return { appended, paint, fire, observed: () => observed };
  }

  it("requests the bundles in order, without async, only after the first contentful paint", () => {
    const { appended, paint, fire, observed } = run("visible");
    expect(observed()).toEqual({ type: "paint", buffered: true });
    paint("first-paint");
    fire(0);
    expect(appended).toHaveLength(0);
    paint("first-contentful-paint");
    expect(appended).toHaveLength(0);
    fire(0);
    expect(appended).toEqual([
      { src: "/a.js", async: false },
      { src: "/b.js", async: false },
    ]);
    // The fallback timer finds them loaded and adds nothing.
    fire(FALLBACK_MS);
    expect(appended).toHaveLength(2);
  });

  it("loads them anyway after the fallback delay when no paint is reported", () => {
    const { appended, fire } = run("visible");
    fire(FALLBACK_MS);
    expect(appended.map((e) => e.src)).toEqual(["/a.js", "/b.js"]);
  });

  it("loads them at once where paint timing is not available", () => {
    expect(run("visible", false).appended.map((e) => e.src)).toEqual(["/a.js", "/b.js"]);
  });

  it("requests them at once in a hidden tab, which paints nothing", () => {
    expect(run("hidden").appended.map((e) => e.src)).toEqual(["/a.js", "/b.js"]);
  });
});
