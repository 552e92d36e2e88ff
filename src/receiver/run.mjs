#!/usr/bin/env node
// The form receiver as a Node process (docs/forms.md, nginx): bundles src/receiver/node.ts and what
// it imports (settings, form definitions, hono, nodemailer) into one file, deploy/generated/receiver.mjs,
// which runs with nothing but Node 20+ beside it; then runs it, unless --build.
//
//   npm run receiver                 build and run (RECEIVER_PORT, SMTP_URL, MAIL_FROM, ... from the environment)
//   npm run receiver -- --build      build only, to copy the file to the server
//   node src/receiver/run.mjs --build --out <file>
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { importTs } from "../../scripts/lib/importTs.mjs";

const args = process.argv.slice(2);
// The content it reads (addresses, labels) is fixed into the file, from the content folder in use,
// as for the site's build (src/node/paths.ts).
const CONTENT = path.resolve("content");
const { contentDir } = await importTs("src/node/paths.ts");
const contentFolder = {
  name: "content-folder",
  setup(build) {
    build.onResolve({ filter: /[\\/]content[\\/]/ }, (args) => {
      const file = path.resolve(args.resolveDir, args.path);
      return file.startsWith(CONTENT + path.sep) ? { path: path.join(contentDir, path.relative(CONTENT, file)) } : undefined;
    });
  },
};
const outIndex = args.indexOf("--out");
const outfile = path.resolve(outIndex >= 0 && args[outIndex + 1] ? args[outIndex + 1] : "deploy/generated/receiver.mjs");

await build({
  entryPoints: ["src/receiver/node.ts"],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  logLevel: "warning",
  // Bundled CommonJS code calls require() for Node's own modules.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  // Build again after the content changes.
  plugins: [contentFolder],
  legalComments: "none",
});

if (args.includes("--build")) console.log(`Form receiver written to ${path.relative(".", outfile)}`);
else await import(pathToFileURL(outfile).href);
