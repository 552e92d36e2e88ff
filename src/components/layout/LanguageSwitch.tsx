import React from "react";
import { useTranslation } from "react-i18next";
import * as styles from "./LanguageSwitch.module.scss";
import { type Lang, LANGUAGES } from "../../i18n/languages";

interface LanguageSwitchProps {
  lang: Lang;
  alternates: Record<Lang, string>;
  /** "short" shows EN/ES (header), "long" shows English/Español (footer). */
  format: "short" | "long";
  className?: string;
}

/**
 * Plain links to the paired page, so switching works without JavaScript; with it, the inline
 * preference script saves the choice on click (data-switch-lang), so the redirect of requirements.md#language agrees.
 */
export function LanguageSwitch({ lang, alternates, format, className }: LanguageSwitchProps) {
  const { t } = useTranslation("common");
  return (
    <div role="group" aria-label={t("language.label")} className={className}>
      <ul className={styles.languageSwitch}>
        {LANGUAGES.map((l) => (
          <li key={l}>
            <a
              href={alternates[l]}
              hrefLang={l}
              lang={l}
              className={styles.option}
              aria-current={l === lang ? "true" : undefined}
              data-switch-lang={l}
            >
              {format === "long" ? (
                t(`language.long.${l}`)
              ) : (
                // The name says the whole language; the visible abbreviation stays out of its way.
                <>
                  <span aria-hidden="true">{t(`language.short.${l}`)}</span>
                  <span className="visually-hidden">{t(`language.long.${l}`)}</span>
                </>
              )}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
