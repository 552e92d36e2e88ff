import path from "node:path";
import { Writable } from "node:stream";
import React from "react";
import type { CreateWebpackConfigArgs } from "gatsby";
import { onCreateWebpackConfig } from "../../../src/node/webpack";
import { LANGUAGES } from "../../../src/i18n/languages";
import { MULTIBYTE_LINES } from "../../fixtures/multibyteText";

type ReactDomServer = typeof import("react-dom/server");
type WebpackConfig = { resolve: { alias: Record<string, string> } };

/**
 * The react-dom/server module Gatsby's page renderer (the build-html stage) requires: the site's
 * webpack settings applied as Gatsby applies them (set merges, replace replaces) over Gatsby's own
 * aliases, then the first alias that matches, as webpack picks it. Gatsby's "react-dom" alias (the
 * package folder) matches react-dom/server too, so a fix that comes after it is never used.
 */
function pageRendererModule(): string {
  const packageFolder = path.dirname(require.resolve("react-dom/package.json"));
  let config: WebpackConfig = {
    resolve: { alias: { react: path.dirname(require.resolve("react/package.json")), "react-dom": packageFolder } },
  };
  const args = {
    stage: "build-html",
    getConfig: () => config,
    actions: {
      setWebpackConfig: (more: WebpackConfig) => (config = { resolve: { alias: { ...config.resolve.alias, ...more.resolve?.alias } } }),
      replaceWebpackConfig: (replaced: WebpackConfig) => (config = replaced),
    },
    plugins: { define: () => ({}), normalModuleReplacement: () => ({}) },
  } as unknown as CreateWebpackConfigArgs;
  void onCreateWebpackConfig!(args, {} as never, () => undefined);
  const request = "react-dom/server";
  for (const [name, target] of Object.entries(config.resolve.alias)) {
    if (name.endsWith("$") ? request === name.slice(0, -1) : request === name || request.startsWith(`${name}/`))
      return name.endsWith("$") ? target : target + request.slice(name.length);
  }
  return request;
}

/** Renders as Gatsby renders a page (renderToPipeableStream, piped once all is ready) and keeps the bytes. */
function streamBytes(server: ReactDomServer, element: React.ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks));
        done();
      },
    });
    const { pipe } = server.renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject });
  });
}

/** Where two renders part, with the bytes around it, or null when they are the same. */
function firstDifference(got: Buffer, want: Buffer): string | null {
  if (got.equals(want)) return null;
  let at = 0;
  while (at < got.length && at < want.length && got[at] === want[at]) at++;
  const around = (b: Buffer) => JSON.stringify(b.subarray(Math.max(0, at - 12), at + 12).toString("latin1"));
  return `byte ${at} of ${got.length} (want ${want.length}): ${around(got)} instead of ${around(want)}`;
}

/**
 * A page-like tree: `shift` ASCII characters first, then enough of the language's multibyte lines,
 * one text node each as a page's paragraphs and list items are, to cross a dozen 2 KB boundaries.
 * Moving the start one byte at a time puts every kind of character across a boundary at every offset.
 */
function page(lines: readonly string[], shift: number): React.ReactElement {
  const rows = Array.from({ length: 120 }, (_, i) => React.createElement("li", { key: i }, lines[i % lines.length]));
  return React.createElement("main", null, React.createElement("p", null, "x".repeat(shift)), React.createElement("ul", null, rows));
}

// A build renders with react-dom's production code, `npm run cms` (gatsby develop) with its development code.
describe.each(["production", "development"])("the page renderer (react-dom/server as the build's SSR bundle resolves it), %s", (mode) => {
  let server: ReactDomServer;
  beforeAll(() => {
    const was = process.env.NODE_ENV;
    process.env.NODE_ENV = mode;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module is found at run time, as Gatsby's renderer finds it, and NODE_ENV picks its build as it loads
    jest.isolateModules(() => (server = require(pageRendererModule()) as ReactDomServer));
    process.env.NODE_ENV = was;
  });

  it.each(LANGUAGES)("writes no NUL byte, whatever the offset of multibyte text against its 2 KB buffers (%s)", async (lang) => {
    const withNul: number[] = [];
    for (let shift = 0; shift < 48; shift++) {
      const bytes = await streamBytes(server, page(MULTIBYTE_LINES[lang], shift));
      if (bytes.includes(0)) withNul.push(shift);
    }
    expect(withNul).toEqual([]);
  });

  it.each(LANGUAGES)("streams the same markup as the string renderer, byte for byte (%s)", async (lang) => {
    for (const shift of [0, 1, 2, 3, 17, 40]) {
      const element = page(MULTIBYTE_LINES[lang], shift);
      const streamed = await streamBytes(server, element);
      expect(firstDifference(streamed, Buffer.from(server.renderToString(element)))).toBeNull();
    }
  });
});
