import { graphql, type HeadProps } from "gatsby";
import { PageHead } from "../components/PageHead";
import React from "react";
import { pageTemplate } from "../components/layout/frame";
import { EventsPage } from "../components/pages/EventsPage";
import { eventsJsonLd } from "../components/events/eventData";
import { pageImages } from "../components/ui/ResponsiveImage";
import type { SitePageContext } from "../types/pageContext";

/** Every event the page lists carries its data for search engines: name, date, place, status, organiser, picture. */
export const Head = ({ data, pageContext }: HeadProps<Queries.EventsPageQuery, SitePageContext>) => (
  <PageHead
    data={data}
    pageContext={pageContext}
    jsonLd={eventsJsonLd([...data.upcoming.nodes, ...data.past.nodes], pageContext.language)}
  />
);

// requirements.md#pages: the upcoming events are those on or after the build's date ($siteDate, read once per build:
// src/lib/siteDate.ts), in date order; this page shows the soonest $upcomingCount (events.firstPageCount), and every
// one is on its month's page (src/templates/eventsMonth.tsx). The ones before it are past, newest first, at most
// $pastCount. The same rule in code is src/lib/eventCalendar.ts (the calendar files and the tests use it).
export const query = graphql`
  query EventsPage($language: String!, $namespaces: [String!]!, $pastCount: Int!, $upcomingCount: Int!, $siteDate: Date!) {
    ...PageStrings
    upcoming: allUpcomingEvent(
      filter: { lang: { eq: $language }, date: { gte: $siteDate } }
      sort: [{ date: ASC }, { key: ASC }]
      limit: $upcomingCount
    ) {
      totalCount
      nodes {
        ...EventItem
      }
    }
    # The gallery's photos, where an editor uploaded them; each fills its tile (cropped to it by CSS).
    # sizes is the tile's measured width: two columns, 166 px at 375, up to 352 px (22rem) from 1024 px
    # (50vw asked a 375 px phone at 2x for a 480 px file, 61 KB; now 360 px). 540 serves 3x phones.
    galleryPhotos: pageMedia(namespace: "events", language: $language, at: "gallery.items", field: "photo") {
      index
      alt
      file {
        childImageSharp {
          gatsbyImageData(
            width: 960
            breakpoints: [240, 360, 540, 720, 960]
            layout: CONSTRAINED
            formats: [AUTO, WEBP, AVIF]
            placeholder: DOMINANT_COLOR
            quality: 60
            sizes: "(min-width: 1024px) 22rem, calc(50vw - 1.25rem)"
          )
        }
      }
    }
    past: allUpcomingEvent(
      filter: { lang: { eq: $language }, date: { lt: $siteDate } }
      sort: [{ date: DESC }, { key: ASC }]
      limit: $pastCount
    ) {
      nodes {
        ...EventItem
      }
    }
  }

  # What an event card shows (EventItem in src/components/events/EventCard.tsx), for any list of events.
  fragment EventItem on UpcomingEvent {
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
    status
    hasPage
    goesLiveLabel
    image {
      file {
        childImageSharp {
          # Only its address, for the data search engines read: the card shows no picture.
          gatsbyImageData(width: 1200, layout: FIXED, formats: [AUTO], placeholder: NONE)
        }
      }
    }
  }
`;

export default pageTemplate(EventsPage, (data: Queries.EventsPageQuery, pageContext) => ({
  upcoming: data.upcoming.nodes,
  upcomingTotal: data.upcoming.totalCount,
  past: data.past.nodes,
  galleryPhotos: pageImages(data.galleryPhotos),
  archive: pageContext.archive ?? [],
  day: pageContext.siteDate ?? "",
}));
