// Writes nothing: stops the build when a text file in public/ holds a U+0000 byte, naming the file and offset.
import fs from "fs";
import path from "path";
import { publicDir } from "../paths";
import { refusal } from "./steps";

/**
 * No text the site publishes holds U+0000 on purpose, and one such byte makes the W3C checker reject a
 * page, a crawler stop reading it and a mail client cut it short. React 18's page renderer wrote them
 * (react#24985, fixed where the bytes are made: src/node/pageRenderer/); this step makes sure no
 * renderer, plugin or step of ours ever publishes one again. Run last, so it reads every file as served.
 */
const TEXT_FILE = /\.(?:html?|xml|json|ics|txt|webmanifest|js|mjs|css|svg|map)$|^_(?:headers|redirects)$/;

/** Every text file under `dir`, as paths relative to it. */
export function textFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, encoding: "utf8" }) as string[])
    .filter((file) => TEXT_FILE.test(path.basename(file)) && fs.statSync(path.join(dir, file)).isFile())
    .sort();
}

/** "file at byte N" for each text file under `dir` that holds a NUL byte (its first one). */
export function nulBytes(dir: string): string[] {
  return textFiles(dir).flatMap((file) => {
    const at = fs.readFileSync(path.join(dir, file)).indexOf(0);
    return at === -1 ? [] : [`${file} at byte ${at}`];
  });
}

export const refuseNulBytes = refusal(
  "no NUL bytes",
  () => nulBytes(publicDir),
  (count, firstTen) =>
    `${count} published text file(s) hold a NUL byte (U+0000), which no page, feed or data file may: ${firstTen}. ` +
    'Something in the build wrote it, not the content: see docs/architecture.md, "Pages are rendered without NUL bytes".',
);
