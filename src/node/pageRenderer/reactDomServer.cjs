// react-dom/server as Gatsby's page renderer loads it (the build-html and develop-html bundles'
// alias, src/node/webpack.ts), with React's own fix for react#24985 applied to the Node stream build.
//
// React 18's renderToPipeableStream encodes text into 2,048-byte buffers. When a multibyte
// character does not fit at the end of one, it sends the whole buffer anyway, and the bytes it never
// wrote go out as U+0000 (a no-break space in a phone number was enough). React fixed it in 19 only
// (react#26228: send the bytes written, `subarray(0, writtenBytes)`); 18.x never got it. npm runs no
// install scripts on the build machines, so the fix is applied here, as the module loads, and the
// file in node_modules stays as npm installed it. Why this and not the other options:
// docs/architecture.md, "Pages are rendered without NUL bytes".
//
// Plain CommonJS because Gatsby keeps react-dom out of its SSR bundle and Node requires this file
// by its path at render time. It must be the same React the pages use: react-dom's own `require`
// calls resolve from react-dom's folder, as they would without the fix.
"use strict";
const fs = require("node:fs");
const Module = require("node:module");
const path = require("node:path");

const production = process.env.NODE_ENV === "production";
const reactDomDir = path.dirname(require.resolve("react-dom/package.json"));

/**
 * The one statement react#26228 changed, as each build of react-dom 18.3 spells it: when the text
 * did not fit (`read < length`), send only the bytes written, not the whole buffer.
 */
const FIX = production
  ? {
      file: "react-dom-server.node.production.min.js",
      broken: "d<b.length&&(t(a,k),k=new Uint8Array(2048)",
      fixed: "d<b.length&&(t(a,k.subarray(0,l)),k=new Uint8Array(2048)",
    }
  : {
      file: "react-dom-server.node.development.js",
      broken: "if (read < stringChunk.length) {\n    writeToDestination(destination, currentView);",
      fixed: "if (read < stringChunk.length) {\n    writeToDestination(destination, currentView.subarray(0, writtenBytes));",
    };

/** Loads react-dom's stream renderer with the fix, or stops the build saying why it cannot. */
function loadFixedStreamRenderer() {
  const file = path.join(reactDomDir, "cjs", FIX.file);
  const source = fs.readFileSync(file, "utf8");
  const found = source.split(FIX.broken).length - 1;
  if (found !== 1) {
    const { version } = require("react-dom/package.json");
    throw new Error(
      `src/node/pageRenderer: react-dom ${version}'s ${FIX.file} does not hold the statement the NUL-byte fix ` +
        `(react#26228) replaces (found ${found} times). A React that has the fix (19 and later) needs none: ` +
        `remove the "react-dom/server$" alias from src/node/webpack.ts; otherwise update the statement here.`,
    );
  }
  const fixed = new Module(file, module);
  fixed.filename = file;
  fixed.paths = Module._nodeModulePaths(path.dirname(file));
  fixed._compile(source.replace(FIX.broken, FIX.fixed), file);
  return fixed.exports;
}

// The string renderers have no byte buffers, so they are react-dom's own; exported as react-dom/server's
// Node entry (server.node.js) exports them.
const strings = require(path.join(reactDomDir, "cjs", `react-dom-server-legacy.node.${production ? "production.min" : "development"}.js`));
const stream = loadFixedStreamRenderer();

exports.version = strings.version;
exports.renderToString = strings.renderToString;
exports.renderToStaticMarkup = strings.renderToStaticMarkup;
exports.renderToNodeStream = strings.renderToNodeStream;
exports.renderToStaticNodeStream = strings.renderToStaticNodeStream;
exports.renderToPipeableStream = stream.renderToPipeableStream;
