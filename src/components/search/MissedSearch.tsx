import React from "react";
import { useTranslation } from "react-i18next";
import { pathFor } from "../../i18n/routes";
import type { Lang } from "../../i18n/languages";
import { SearchBox } from "./SearchBox";

/**
 * The search a not-found or gone page offers, started with the words of the address that missed: the
 * visitor's way on when the page they followed a link to is not there.
 */
export function MissedSearch({ lang }: { lang: Lang }) {
  const { t } = useTranslation("common");
  return (
    <>
      <p>{t("searchForm.hint")}</p>
      <SearchBox
        id="missed-search"
        action={pathFor("search", lang)}
        label={t("searchForm.label")}
        button={t("searchForm.button")}
        fromAddress
      />
    </>
  );
}
