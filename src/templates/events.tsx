import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { PageHead } from "../components/PageHead";
import { EventsPage } from "../components/pages/EventsPage";
import type { SitePageContext } from "../types/pageContext";

// requirements.md#pages: the upcoming events are those on or after the build's date ($siteDate, read once per build:
// src/lib/siteDate.ts), the next $upcomingCount in date order; the ones before it are past, newest first, at most
// $pastCount. The same rule in code is src/lib/eventCalendar.ts (the published date file and the tests use it).
export const query = graphql`
  query EventsPage($language: String!, $namespaces: [String!]!, $upcomingCount: Int!, $pastCount: Int!, $siteDate: Date!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...PageLocales
    }
    upcoming: allUpcomingEvent(
      filter: { lang: { eq: $language }, date: { gte: $siteDate } }
      sort: [{ date: ASC }, { key: ASC }]
      limit: $upcomingCount
    ) {
      nodes {
        key
        title
        date
        dateLabel
        location
        type
        participants
        participantsLabel
        prizePool
        prizePoolLabel
      }
    }
    past: allUpcomingEvent(
      filter: { lang: { eq: $language }, date: { lt: $siteDate } }
      sort: [{ date: DESC }, { key: ASC }]
      limit: $pastCount
    ) {
      nodes {
        key
        title
        date
        dateLabel
        location
        type
        participants
        participantsLabel
        prizePool
        prizePoolLabel
      }
    }
  }
`;

export default function EventsTemplate({ data, pageContext }: PageProps<Queries.EventsPageQuery, SitePageContext>) {
  return (
    <EventsPage lang={pageContext.language} alternates={pageContext.alternates} upcoming={data.upcoming.nodes} past={data.past.nodes} />
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.EventsPageQuery, SitePageContext>) => (
  <PageHead data={data} pageContext={pageContext} />
);
