import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { pageFrame } from "../components/layout/frame";
import { PageHead } from "../components/PageHead";
import { OpeningPage } from "../components/pages/OpeningPage";
import { jobPostingData } from "../lib/itemStructuredData";
import type { SitePageContext } from "../types/pageContext";

// A job opening's own page: made only for an open opening with a page text (src/node/createPages/entryPages.ts).
export const query = graphql`
  query OpeningPage($language: String!, $namespaces: [String!]!, $entryKey: String!) {
    ...PageStrings
    opening: jobOpening(key: { eq: $entryKey }, lang: { eq: $language }) {
      title
      department
      location
      workplace
      employmentType
      datePosted
      datePostedLabel
      closingDate
      closingDateLabel
      salaryMin
      salaryMax
      salaryCurrency
      salaryPeriod
      salaryMinLabel
      salaryMaxLabel
      bodyHtml
      goesLiveLabel
      bodyExcerpt
      image {
        ...EntryPicture
      }
    }
  }
`;

export default function OpeningTemplate({ data, pageContext }: PageProps<Queries.OpeningPageQuery, SitePageContext>) {
  const opening = data.opening;
  if (!opening?.bodyHtml) throw new Error(`Job opening "${pageContext.entryKey}" has no page in ${pageContext.language}`);
  const picture = opening.image?.file.childImageSharp
    ? { image: opening.image.file.childImageSharp.gatsbyImageData, alt: opening.image.alt }
    : undefined;
  return <OpeningPage {...pageFrame(pageContext)} opening={{ ...opening, html: opening.bodyHtml, picture }} />;
}

export const Head = ({ data, pageContext }: HeadProps<Queries.OpeningPageQuery, SitePageContext>) => {
  const opening = data.opening;
  return (
    <PageHead
      data={data}
      pageContext={pageContext}
      noindex={Boolean(opening?.goesLiveLabel)}
      title={opening?.title}
      description={opening ? [`${opening.department} · ${opening.location}.`, opening.bodyExcerpt].filter(Boolean).join(" ") : undefined}
      jsonLd={
        opening?.bodyHtml
          ? [
              jobPostingData(
                {
                  title: opening.title,
                  descriptionHtml: opening.bodyHtml,
                  datePosted: opening.datePosted,
                  closingDate: opening.closingDate,
                  employmentType: opening.employmentType,
                  location: opening.location,
                  remote: opening.workplace === "remote",
                  salary:
                    opening.salaryMin !== null && opening.salaryCurrency && opening.salaryPeriod
                      ? { min: opening.salaryMin, max: opening.salaryMax, currency: opening.salaryCurrency, period: opening.salaryPeriod }
                      : undefined,
                  path: pageContext.i18n.path,
                },
                pageContext.language,
              ),
            ]
          : []
      }
    />
  );
};
