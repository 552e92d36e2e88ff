import { graphql, type HeadProps } from "gatsby";
import React from "react";
import { PageHead } from "../components/PageHead";
import { pageTemplate } from "../components/layout/frame";
import { EventsFacetPage } from "../components/pages/EventsFacetPage";
import { eventsJsonLd } from "../components/events/eventData";
import { fill, headStrings } from "../i18n/headStrings";
import { listRouteByKey } from "../i18n/routes";
import type { SitePageContext } from "../types/pageContext";

/** What a type's or a place's page is narrowed by: its route's `by`. */
const facetOf = (pageContext: SitePageContext): "type" | "place" =>
  pageContext.list && listRouteByKey(pageContext.list.route).by === "place" ? "place" : "type";

/** A type's or a place's page names it in its title and description (events.json, list.type.meta, list.place.meta). */
export const Head = ({ data, pageContext }: HeadProps<Queries.EventsFacetPageQuery, SitePageContext>) => {
  const t = headStrings(data.locales);
  const by = facetOf(pageContext);
  const value = { value: pageContext.list?.label ?? "" };
  return (
    <PageHead
      data={data}
      pageContext={pageContext}
      title={fill(t("events", `list.${by}.meta.title`), value)}
      description={fill(t("events", `list.${by}.meta.description`), value)}
      jsonLd={eventsJsonLd([...data.upcoming.nodes, ...data.past.nodes], pageContext.language)}
    />
  );
};

// The events of one type or one place ($listKeys: the build's model of the site picks them,
// src/node/schedule/siteAt.ts): the soonest $upcomingCount ahead in date order, the dates of the later
// ones (their months' pages hold them), and the newest $pastCount held. However many there are, the
// page holds as many cards.
export const query = graphql`
  query EventsFacetPage(
    $language: String!
    $namespaces: [String!]!
    $listKeys: [String!]!
    $siteDate: Date!
    $upcomingCount: Int!
    $pastCount: Int!
  ) {
    ...PageStrings
    upcoming: allUpcomingEvent(
      filter: { lang: { eq: $language }, key: { in: $listKeys }, date: { gte: $siteDate } }
      sort: [{ date: ASC }, { key: ASC }]
      limit: $upcomingCount
    ) {
      nodes {
        ...EventItem
      }
    }
    later: allUpcomingEvent(
      filter: { lang: { eq: $language }, key: { in: $listKeys }, date: { gte: $siteDate } }
      sort: [{ date: ASC }, { key: ASC }]
      skip: $upcomingCount
    ) {
      distinct(field: { date: SELECT })
    }
    past: allUpcomingEvent(
      filter: { lang: { eq: $language }, key: { in: $listKeys }, date: { lt: $siteDate } }
      sort: [{ date: DESC }, { key: ASC }]
      limit: $pastCount
    ) {
      nodes {
        ...EventItem
      }
    }
  }
`;

export default pageTemplate(EventsFacetPage, (data: Queries.EventsFacetPageQuery, pageContext) => ({
  by: facetOf(pageContext),
  value: pageContext.list?.label ?? "",
  upcoming: data.upcoming.nodes,
  laterDates: data.later.distinct,
  past: data.past.nodes,
  archive: pageContext.archive ?? [],
  day: pageContext.siteDate ?? "",
}));
