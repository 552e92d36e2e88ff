import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { PageHead } from "../components/PageHead";
import { EventsPage } from "../components/pages/EventsPage";
import type { SitePageContext } from "../node/pageContext";

export const query = graphql`
  query EventsPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageLocales
    }
    events: allUpcomingEvent(filter: { lang: { eq: $language } }, sort: { date: ASC }) {
      nodes { key title date dateLabel location type participants participantsLabel prizePool prizePoolLabel }
    }
  }
`;

export default function EventsTemplate({ data, pageContext }: PageProps<Queries.EventsPageQuery, SitePageContext>) {
  return <EventsPage lang={pageContext.language} alternates={pageContext.alternates} events={data.events.nodes} />;
}

export const Head = ({ data, pageContext }: HeadProps<Queries.EventsPageQuery, SitePageContext>) => (
  <PageHead data={data} pageContext={pageContext} />
);
