import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { PageHead } from "../components/PageHead";
import { EventsPage } from "../components/pages/EventsPage";
import type { SitePageContext } from "../types/pageContext";

// requirements.md#pages: "three upcoming events": the next $upcomingCount (from the settings) in date order. No filter on
// the build date, so the output stays deterministic: editors remove events once they are past.
export const query = graphql`
  query EventsPage($language: String!, $namespaces: [String!]!, $upcomingCount: Int!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageLocales
    }
    events: allUpcomingEvent(filter: { lang: { eq: $language } }, sort: [{ date: ASC }, { key: ASC }], limit: $upcomingCount) {
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
