import React from "react";
import { useTranslation } from "react-i18next";
import { pathFor, type RouteKey } from "../../i18n/routes";
import type { Lang } from "../../i18n/languages";

interface NavLinksProps {
  lang: Lang;
  keys: readonly RouteKey[];
  current: RouteKey | null;
  className?: string;
  linkClassName?: string;
}

/** A list of slug-map links with the current page marked (requirements.md#routes). */
export function NavLinks({ lang, keys, current, className, linkClassName }: NavLinksProps) {
  const { t } = useTranslation("common");
  return (
    <ul className={className}>
      {keys.map((key) => (
        <li key={key}>
          <a href={pathFor(key, lang)} className={linkClassName} aria-current={key === current ? "page" : undefined}>
            {t(`nav.${key}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}
