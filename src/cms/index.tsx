// The admin bundle (public/admin/cms.<hash>.js): loaded after decap-cms.js on /admin only, never
// on a public page. It checks entries before they are saved and registers the previews.
import "../styles/global.scss";
import { DEFAULT_LANG, LANGS, type ContentLang } from "../content-model/model";
import { decap, type ImmutableMap } from "./decap";
import { nameTheLanguageColumns, openEveryEntryInBothLanguages } from "./editorColumns";
import { describeProblems, entryProblems, type EntryData } from "./entryProblems";
import { registerFormats } from "./formats";
import { registerPreviews } from "./previews";
import { handleRefusedSaves } from "./quietRefusal";

const { CMS } = decap();

// Before Decap reads its configuration, which names these formats.
registerFormats(CMS);

// The preview frame gets the site's styles; the admin page writes their file name on this script
// tag (src/node/admin.ts), since a bundle cannot know the content hash of its own stylesheet.
const previewStyle = (document.currentScript as HTMLScriptElement | null)?.dataset.previewStyle;
if (previewStyle) CMS.registerPreviewStyle(previewStyle);

/** Every language's data of an entry: the default language's, and the others' under i18n. */
function entryData(entry: ImmutableMap): EntryData {
  const data: EntryData = {};
  for (const lang of LANGS) {
    const path = lang === DEFAULT_LANG ? ["data"] : ["i18n", lang, "data"];
    const value = (entry.getIn(path) as ImmutableMap | undefined)?.toJS();
    if (value && typeof value === "object") data[lang as ContentLang] = value as Record<string, unknown>;
  }
  return data;
}

CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const problems = entryProblems(String(entry.get("collection")), entryData(entry));
    if (problems.length === 0) return undefined;
    const error = new Error(describeProblems(problems));
    // Decap shows String(error); without a name that is the message alone.
    error.name = "";
    throw error;
  },
});

handleRefusedSaves();
openEveryEntryInBothLanguages();
nameTheLanguageColumns();

// Decap's own wording around a refused save ("Failed to persist entry: …") reads like a crash, and
// its button for the Spanish column is an unlabelled icon titled "Toggle i18n".
const english = CMS.getLocale("en");
const ui = english?.ui as { toast?: Record<string, string> } | undefined;
const editor = english?.editor as { editorInterface?: Record<string, string> } | undefined;
if (english && ui?.toast && editor?.editorInterface) {
  CMS.registerLocale("en", {
    ...english,
    ui: { ...ui, toast: { ...ui.toast, onFailToPersist: "%{details}" } },
    editor: { ...editor, editorInterface: { ...editor.editorInterface, toggleI18n: "Show or hide the Spanish column" } },
  });
}

registerPreviews();
