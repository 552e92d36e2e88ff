import vm from "node:vm";
import { loadBundlesAfterPaint, scriptLoader } from "../../src/lib/scriptLoader";

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

  function run(visibility: "visible" | "hidden") {
    const appended: { src: string; async: boolean }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const context = {
      document: {
        visibilityState: visibility,
        createElement: () => ({ src: "", async: true }),
        body: { appendChild: (e: { src: string; async: boolean }) => appended.push(e) },
      },
      requestAnimationFrame: (f: () => void) => frames.push(f),
      setTimeout: (f: () => void) => timers.push(f),
    };
    vm.runInNewContext(scriptLoader(["/a.js", "/b.js"]), context);
    return { appended, frames, timers };
  }

  it("requests the bundles in order, without async, only once a whole frame has been drawn", () => {
    const { appended, frames, timers } = run("visible");
    expect(appended).toHaveLength(0);
    frames.shift()!();
    expect(timers).toHaveLength(0);
    frames.shift()!();
    expect(appended).toHaveLength(0);
    timers.shift()!();
    expect(appended).toEqual([{ src: "/a.js", async: false }, { src: "/b.js", async: false }]);
  });

  it("requests them at once in a hidden tab, which draws no frames", () => {
    expect(run("hidden").appended.map((e) => e.src)).toEqual(["/a.js", "/b.js"]);
  });
});
