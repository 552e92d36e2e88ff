// The editor shows each entry in both languages side by side: English on the left, Spanish in the
// right-hand column. Decap shares that column with the preview and keeps the editor's last choice
// in localStorage, so one click on the preview's eye hid Spanish from every later entry, and the
// column was headed "Writing in ES" in the same English as every label.
import enCommon from "../../../content/locales/en/common.json";
import { LANGUAGES } from "../../i18n/languages";

/** Decap's key for the right-hand column's content ("i18n", "preview", "notes" or "none"). */
const RIGHT_PANE = "cms.right-pane";

/**
 * Each entry opens with the Spanish column: the choice made in one entry (preview, or nothing)
 * lasts until the editor leaves it. Decap reads the key when an entry opens, and every move
 * between entries and lists changes the address's #fragment first.
 */
export function openEveryEntryInBothLanguages(): void {
  const reset = () => localStorage.setItem(RIGHT_PANE, "i18n");
  reset();
  window.addEventListener("hashchange", reset);
}

/** "Writing in ES" → "Español": each column is headed with its language's own name. */
export function nameTheLanguageColumns(): void {
  const names = new Map(LANGUAGES.map((lang) => [`Writing in ${lang.toUpperCase()}`, enCommon.language.long[lang]]));
  const rename = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const name = names.get(node.nodeValue ?? "");
      if (name) node.nodeValue = name;
      return;
    }
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const name = names.get(text.nodeValue ?? "");
      if (name) text.nodeValue = name;
    }
  };
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === "characterData") rename(mutation.target);
      else mutation.addedNodes.forEach(rename);
    }
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
}
