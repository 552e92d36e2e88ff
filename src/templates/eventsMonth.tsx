import { graphql, type HeadProps } from "gatsby";
import React from "react";
import { PageHead } from "../components/PageHead";
import { pageTemplate } from "../components/layout/frame";
import { EventsMonthPage } from "../components/pages/EventsMonthPage";
import { eventsJsonLd } from "../components/events/eventData";
import { fill, headStrings } from "../i18n/headStrings";
import type { SitePageContext } from "../types/pageContext";

/** A month's page names its month in its title and description (events.json, list.month.meta), and carries each event's data. */
export const Head = ({ data, pageContext }: HeadProps<Queries.EventsMonthPageQuery, SitePageContext>) => {
  const t = headStrings(data.locales);
  const month = { month: pageContext.list?.label ?? "" };
  return (
    <PageHead
      data={data}
      pageContext={pageContext}
      title={fill(t("events", "list.month.meta.title"), month)}
      description={fill(t("events", "list.month.meta.description"), month)}
      jsonLd={eventsJsonLd(data.events.nodes, pageContext.language)}
    />
  );
};

// Every event of one month ($listKeys: the build's model of the site picks them, src/node/schedule/siteAt.ts),
// ahead and past, in date order. An event's date never changes, so the page its card is on never moves.
export const query = graphql`
  query EventsMonthPage($language: String!, $namespaces: [String!]!, $listKeys: [String!]!) {
    ...PageStrings
    events: allUpcomingEvent(filter: { lang: { eq: $language }, key: { in: $listKeys } }, sort: [{ date: ASC }, { key: ASC }]) {
      nodes {
        ...EventItem
      }
    }
  }
`;

export default pageTemplate(EventsMonthPage, (data: Queries.EventsMonthPageQuery, pageContext) => ({
  events: data.events.nodes,
  month: pageContext.list?.label ?? "",
  archive: pageContext.archive ?? [],
  day: pageContext.siteDate ?? "",
}));
