// An inline script's two forms, for a test that runs both: as its source writes it, and as the build
// ships it in the pages (minified by src/node/postBuild/minifyPageScripts.ts).
import { minifyInlineScripts } from "../../src/node/postBuild/minifyPageScripts";

/** The script as the build leaves it in a page, under its element's id. */
export const asShipped = (id: string, script: string): string =>
  minifyInlineScripts(`<script id="${id}">${script}</script>`).replace(/^<script[^>]*>|<\/script>$/g, "");

/** [form, script] rows for describe.each: "as written" and "as the build minifies it". */
export const writtenAndShipped = (id: string, script: string): [string, string][] => [
  ["as written", script],
  ["as the build minifies it", asShipped(id, script)],
];
