import React from "react";
import { fill, headStrings, type LocaleEdges } from "../i18n/headStrings";
import type { SitePageContext } from "../types/pageContext";
import { YEAR_ARCHIVES, type YearItems } from "./pages/YearArchivePage";
import { PageHead } from "./PageHead";

/** A year's page (news, press releases) names its year in its title and description (YEAR_ARCHIVES says where they are). */
export function YearArchiveHead({
  data,
  pageContext,
  kind,
}: {
  data: { locales: LocaleEdges };
  pageContext: SitePageContext;
  kind: YearItems["kind"];
}) {
  const t = headStrings(data.locales);
  const { namespace, prefix } = YEAR_ARCHIVES[kind];
  const year = { year: pageContext.list?.label ?? "" };
  return (
    <PageHead
      data={data}
      pageContext={pageContext}
      title={fill(t(namespace, `${prefix}.meta.title`), year)}
      description={fill(t(namespace, `${prefix}.meta.description`), year)}
    />
  );
}
