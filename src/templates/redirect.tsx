import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { RedirectPage } from "../components/pages/RedirectPage";
import { Seo } from "../components/Seo";
import { headStrings } from "../i18n/headStrings";
import type { SitePageContext } from "../types/pageContext";

export const query = graphql`
  query RedirectPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { eq: "common" } }) {
      ...PageLocales
    }
  }
`;

// "/" forwards to /en with location.replace before paint (PREFERENCE_SCRIPT, via <html data-redirect>).
export default function RedirectTemplate({ pageContext }: PageProps<Queries.RedirectPageQuery, SitePageContext>) {
  return <RedirectPage homes={pageContext.alternates} />;
}

export const Head = ({ data, pageContext }: HeadProps<Queries.RedirectPageQuery, SitePageContext>) => {
  const t = headStrings(data.locales);
  return (
    <Seo
      lang="en"
      title={t("common", "redirect.metaTitle")}
      description={t("common", "footer.about")}
      alternates={pageContext.alternates}
    />
  );
};
