import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { pageFrame } from "../components/layout/frame";
import { PageHead } from "../components/PageHead";
import { EventPage } from "../components/pages/EventPage";
import { absoluteUrl, eventCalendarPath } from "../i18n/routes";
import { eventData } from "../lib/itemStructuredData";
import type { SitePageContext } from "../types/pageContext";

// An event's own page: made only for an event with a page text (src/node/createPages/entryPages.ts).
// Upcoming or past by the build's date ($siteDate), as on the events page.
export const query = graphql`
  query EventPage($language: String!, $namespaces: [String!]!, $entryKey: String!) {
    ...PageStrings
    event: upcomingEvent(key: { eq: $entryKey }, lang: { eq: $language }) {
      title
      date
      dateLabel
      location
      type
      status
      participantsLabel
      prizePoolLabel
      bodyHtml
      goesLiveLabel
      bodyExcerpt
      image {
        ...EntryPicture
      }
    }
  }
`;

export default function EventTemplate({ data, pageContext }: PageProps<Queries.EventPageQuery, SitePageContext>) {
  const event = data.event;
  if (!event?.bodyHtml) throw new Error(`Event "${pageContext.entryKey}" has no page in ${pageContext.language}`);
  const picture = event.image?.file.childImageSharp
    ? { image: event.image.file.childImageSharp.gatsbyImageData, alt: event.image.alt }
    : undefined;
  const past = event.date.slice(0, 10) < (pageContext.siteDate ?? "");
  return (
    <EventPage
      {...pageFrame(pageContext)}
      event={{ ...event, html: event.bodyHtml, picture }}
      past={past}
      calendarHref={eventCalendarPath(pageContext.language, pageContext.entryKey ?? "")}
    />
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.EventPageQuery, SitePageContext>) => {
  const event = data.event;
  const picture = event?.image?.file.childImageSharp?.gatsbyImageData.images.fallback?.src;
  return (
    <PageHead
      data={data}
      pageContext={pageContext}
      noindex={Boolean(event?.goesLiveLabel)}
      title={event?.title}
      description={
        event ? [`${event.type} · ${event.location} · ${event.dateLabel}.`, event.bodyExcerpt].filter(Boolean).join(" ") : undefined
      }
      jsonLd={
        event ? [eventData({ ...event, path: pageContext.i18n.path, image: picture && absoluteUrl(picture) }, pageContext.language)] : []
      }
    />
  );
};
