// The admin bundle (public/admin/cms.<hash>.js): loaded after decap-cms.js on /admin only, never
// on a public page. It checks entries before they are saved and registers the previews.
import "../../styles/global.scss";
import { decap } from "./decap";
import { nameTheLanguageColumns, openEveryEntryInBothLanguages } from "./editorColumns";
import { describeProblems, entryProblems } from "./entryProblems";
import { registerFormats } from "./formats";
import { registerPreviews } from "./previews";
import { handleRefusedSaves } from "./quietRefusal";
import { checkUploadsBeforeTheyGo } from "./uploadCheck";
import { entryData, rememberSaved, savedEntry } from "./savedEntries";
import { ask, oneLanguageChanges, WENT_BACK } from "./translationCheck";

const { CMS } = decap();

// Before Decap reads its configuration, which names these formats.
registerFormats(CMS);

// The preview frame gets the site's styles; the admin page writes their file name on this script
// tag (src/cms/build/adminBundle.ts), since a bundle cannot know the content hash of its own stylesheet.
const previewStyle = (document.currentScript as HTMLScriptElement | null)?.dataset.previewStyle;
if (previewStyle) CMS.registerPreviewStyle(previewStyle);

/** A refused save: Decap shows String(error), which without a name is the message alone. */
function refuse(message: string): never {
  const error = new Error(message);
  error.name = "";
  throw error;
}

CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }) => {
    const collection = String(entry.get("collection"));
    const data = entryData(entry);
    const problems = entryProblems(collection, data);
    if (problems.length > 0) refuse(describeProblems(problems));
    // Changed in one language only: ask, and save if the editor says so (./translationCheck.ts).
    const slug = String(entry.get("slug"));
    const findings = entry.get("newRecord") ? [] : oneLanguageChanges(collection, slug, savedEntry(collection, slug), data);
    if (findings.length > 0 && (await ask(findings)) === "back") refuse(WENT_BACK);
    return undefined;
  },
});

CMS.registerEventListener({ name: "postSave", handler: ({ entry }) => void rememberSaved(entry) });

handleRefusedSaves();
checkUploadsBeforeTheyGo();
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
