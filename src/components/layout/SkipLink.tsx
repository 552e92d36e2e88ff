import React from "react";
import { useTranslation } from "react-i18next";
import * as styles from "./SkipLink.module.scss";

/** A part of the page a skip link leads to: an element whose id is the fragment, focusable (tabIndex -1). */
export interface SkipTarget {
  href: `#${string}`;
  label: string;
}

/**
 * The first stops of the keyboard: the main content, then the parts of a long page a visitor wants
 * without tabbing through every card (a list's other pages). Each shows when focused.
 */
export function SkipLink({ more = [] }: { more?: readonly SkipTarget[] }) {
  const { t } = useTranslation("common");
  return (
    <>
      <a className={styles.skip} href="#main">
        {t("skipLink")}
      </a>
      {more.map((target) => (
        // Marked, so a script that replaces the part a link leads to can hide the link while nothing is there.
        <a key={target.href} className={styles.skip} href={target.href} data-skip-link>
          {target.label}
        </a>
      ))}
    </>
  );
}
