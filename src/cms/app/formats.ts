// The site writes its content files itself (src/content-model/serialise.ts): Decap's own JSON and
// YAML formats write keys in the order of Immutable.js maps (scrambled past 8 keys) and rewrap
// front matter at 80 columns, so a one-word save rewrote whole files. One format per collection,
// since Decap hands a format the entry's data without saying which collection it belongs to.
import type { ContentFormat } from "../../content-model/contentFormats";
import { formatName } from "../../content-model/contentFormats";
import { parseFile, serialiseFile } from "../../content-model/serialise";
import type { DecapCms } from "./decap";
import { withScheduleSummary, withoutScheduleSummary } from "./scheduleSummary";

/** The formats the admin page carries (src/cms/build/adminBundle.ts), generated from the content model. */
function pageFormats(): ContentFormat[] {
  const json = document.getElementById("content-formats")?.textContent;
  if (!json) throw new Error("The admin page carries no content formats (#content-formats)");
  return JSON.parse(json) as ContentFormat[];
}

export function registerFormats(CMS: DecapCms): void {
  for (const format of pageFormats()) {
    CMS.registerCustomFormat(formatName(format.collection), format.extension, {
      // A scheduled entry's state for the list is added as it is read and never written (./scheduleSummary.ts).
      fromFile: (text: string) => withScheduleSummary(format.collection, parseFile(format.kind, text)),
      toFile: (data: Record<string, unknown>) => serialiseFile(format.kind, withoutScheduleSummary(data), format.shape),
    });
  }
}
