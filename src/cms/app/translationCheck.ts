// Before a save that changes a text in one language and not in the other, the content manager asks:
// it names the fields and offers "Save anyway" and "Go back". A one-language typo fix is
// legitimate, so it asks and never refuses. The comparison is the one the site diff and
// `npm run translation-status` use (src/content-model/translations.ts).
//
// Decap hands preSave the entry being saved only (its i18n entries carry no raw file either), so
// what the files held comes from Decap's store: the entry as it was loaded (or as last saved here).
import {
  bilingualEntry,
  changedInOneLanguage,
  describeFinding,
  type EntryData,
  type TranslationFinding,
} from "../../content-model/translations";
import { LANGUAGE_NAMES } from "../../i18n/languages";

/** The texts a save changes in one language only; nothing for a new entry or a one-language file. */
export function oneLanguageChanges(
  collection: string,
  slug: string,
  before: EntryData | undefined,
  after: EntryData,
): TranslationFinding[] {
  const now = bilingualEntry(collection, slug, after);
  if (!now || !before) return [];
  return changedInOneLanguage(bilingualEntry(collection, slug, before), now);
}

/** The question's words: one line per field, in the editor's words. */
export function questionLines(findings: readonly TranslationFinding[]): string[] {
  return findings.map((f) => describeFinding(f, LANGUAGE_NAMES));
}

/** What the editor answered. */
export type Answer = "save" | "back";

export const QUESTION = {
  title: "Only one language changed",
  lead: "These texts changed in one language and not in the other. Save anyway if that is right (a typo fixed); go back to update the other language first.",
  save: "Save anyway",
  back: "Go back",
} as const;

/** Asks in a modal dialog, focus on "Go back" (the careful choice); Escape also goes back. */
export function ask(findings: readonly TranslationFinding[]): Promise<Answer> {
  return new Promise((resolve) => {
    const dialog = document.createElement("dialog");
    dialog.setAttribute("aria-labelledby", "translation-check-title");
    dialog.setAttribute("aria-describedby", "translation-check-lead");
    Object.assign(dialog.style, {
      maxWidth: "40rem",
      padding: "1.5rem",
      border: "none",
      borderRadius: "8px",
      boxShadow: "0 8px 32px rgba(0,0,0,.3)",
      font: "16px/1.5 system-ui, sans-serif",
      color: "#1a1a1a",
    });
    const title = document.createElement("h2");
    title.id = "translation-check-title";
    title.textContent = QUESTION.title;
    Object.assign(title.style, { margin: "0 0 .5rem", fontSize: "1.25rem" });
    const lead = document.createElement("p");
    lead.id = "translation-check-lead";
    lead.textContent = QUESTION.lead;
    const list = document.createElement("ul");
    for (const line of questionLines(findings)) {
      const item = document.createElement("li");
      item.textContent = line;
      list.append(item);
    }
    const buttons = document.createElement("div");
    Object.assign(buttons.style, { display: "flex", gap: ".75rem", justifyContent: "flex-end", marginTop: "1rem" });
    const button = (label: string, answer: Answer, primary: boolean) => {
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = label;
      Object.assign(b.style, {
        padding: ".5rem 1rem",
        borderRadius: "4px",
        border: "1px solid #3a69c7",
        cursor: "pointer",
        font: "inherit",
        background: primary ? "#3a69c7" : "#fff",
        color: primary ? "#fff" : "#3a69c7",
      });
      b.addEventListener("click", () => close(answer));
      return b;
    };
    const back = button(QUESTION.back, "back", false);
    buttons.append(back, button(QUESTION.save, "save", true));
    dialog.append(title, lead, list, buttons);
    const close = (answer: Answer) => {
      dialog.close();
      dialog.remove();
      resolve(answer);
    };
    dialog.addEventListener("cancel", (event) => {
      event.preventDefault();
      close("back");
    });
    document.body.append(dialog);
    dialog.showModal();
    back.focus();
  });
}

/** The message of the refused save after "Go back": Decap shows it as the toast (see index.tsx). */
export const WENT_BACK = "Not saved: update the other language, then save again.";
