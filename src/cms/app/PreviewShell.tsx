import React, { type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { previewI18n } from "./previewI18n";
import * as styles from "./PreviewShell.module.scss";
import type { Lang } from "../../i18n/languages";

/**
 * The language and strings of the page an entry appears on, around the site's own component.
 * "card": as wide as the card is in the page's grid; "wide": a list row; "bare": the caller lays out.
 */
export function PreviewShell({ lang, layout, children }: { lang: Lang; layout: "card" | "wide" | "bare"; children: ReactNode }) {
  const className = layout === "bare" ? undefined : `${styles.shell} ${layout === "wide" ? styles.wide : ""}`;
  return (
    <I18nextProvider i18n={previewI18n(lang)}>
      <div lang={lang} className={className}>
        {children}
      </div>
    </I18nextProvider>
  );
}
