import React, { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { calendarPath, pathFor } from "../../i18n/routes";
import { useList } from "../../i18n/useList";
import type { IconItem } from "../sections/IconCard";
import type { EventItem } from "../events/EventCard";
import type { PageImage } from "../ui/ResponsiveImage";
import { filterLinks, monthLinks, type ListLink } from "../events/eventLists";
// The frame, the controls, this page's own pieces, then the generic sections: every page then
// emits its styles in one order (mini-css-extract-plugin warns when two pages disagree).
import { Layout } from "../layout/Layout";
import { PageHero } from "../sections/PageHero";
import { ButtonLink } from "../ui/Button";
import { CalendarPreview } from "../events/CalendarPreview";
import { DatedEventCard } from "../events/DatedEventCard";
import { EventFilters } from "../events/EventFilters";
import { EventListing } from "../events/EventListing";
import { Gallery, type GalleryTile } from "../events/Gallery";
import { ArchiveNav } from "../sections/ArchiveNav";
import { CallToAction } from "../sections/CallToAction";
import { CardGrid } from "../sections/CardGrid";
import { IconCardGrid } from "../sections/IconCardGrid";
import { Section } from "../sections/Section";
import type { PageFrame } from "../layout/frame";

interface EventsPageProps extends PageFrame {
  /** The soonest events on or after the build's date, in date order, at most events.firstPageCount (src/templates/events.tsx). */
  upcoming: readonly EventItem[];
  /** How many events are ahead in all: each one is on its month's page. */
  upcomingTotal: number;
  /** Before the build's date, newest first. */
  past: readonly EventItem[];
  /** The photos editors uploaded, by gallery tile (its place in gallery.items); a tile without one shows its icon. */
  galleryPhotos: ReadonlyMap<number, PageImage>;
  /** The list's other pages: every month's, type's and place's (src/node/createPages/sitePages.ts). */
  archive: readonly ListLink[];
  /** The build's date, YYYY-MM-DD: what is ahead and what is past. */
  day: string;
}

/**
 * The events page: what a visitor comes for first (the soonest events ahead, the latest held), the
 * filters, and every month's page, where every event stays for good (/en/events/2027-05): a page
 * whose cost does not grow with the archive.
 */
export function EventsPage({ lang, alternates, upcoming, upcomingTotal, past, galleryPhotos, archive, day }: EventsPageProps) {
  const { t } = useTranslation("events");
  const types = useList<IconItem>("events", "types.items");
  const tiles = useList<Omit<GalleryTile, "photo">>("events", "gallery.items").map(({ icon, title, place }, i): GalleryTile => ({
    icon,
    title,
    place,
    photo: galleryPhotos.get(i),
  }));
  useOldCardAddresses(lang);
  const months = monthLinks(archive, day);
  const hasMonths = months.ahead.length + months.earlier.length > 0;
  const skipLinks = [
    ...(past.length > 0 ? [{ href: "#past" as const, label: t("list.skip.past") }] : []),
    ...(hasMonths ? [{ href: "#event-months" as const, label: t("list.skip.months") }] : []),
  ];
  const monthNav = (
    <ArchiveNav
      id="event-months"
      heading={t("list.months.heading")}
      links={months.ahead}
      folded={{ summary: t("list.months.earlier"), groups: months.earlier }}
    />
  );
  return (
    <Layout lang={lang} current="events" alternates={alternates} skipLinks={skipLinks}>
      <PageHero title={t("hero.title")} lead={t("hero.lead")} />
      <Section id="event-types" title={t("types.heading")} intro={t("types.intro")}>
        <IconCardGrid columns={3} items={types} />
      </Section>
      <EventListing
        render={() => (
          <>
            {/* With nothing ahead the section says so and invites a proposal: never an empty grid, never a past event. */}
            <Section
              id="upcoming"
              tone="alt"
              skipTarget
              title={t("upcoming.heading")}
              intro={t(upcoming.length > 0 ? "upcoming.intro" : "upcoming.none")}
            >
              <EventFilters allPath={pathFor("events", lang)} {...filterLinks(archive)} current={alternates[lang]} />
              {upcoming.length > 0 ? (
                <CardGrid columns={3}>
                  {upcoming.map((event) => (
                    <DatedEventCard key={event.key} lang={lang} event={event} day={day} />
                  ))}
                </CardGrid>
              ) : (
                <p>
                  <ButtonLink href={pathFor("contact", lang)}>{t("cta.propose")}</ButtonLink>
                </p>
              )}
              {upcomingTotal > upcoming.length && (
                <p>
                  <a href="#event-months">{t("list.moreAhead", { count: upcomingTotal - upcoming.length })}</a>
                </p>
              )}
              <CalendarPreview
                heading={t("calendar.heading")}
                badge={t("calendar.badge")}
                text={t("calendar.text")}
                subscribe={{ href: calendarPath(lang), text: t("calendar.subscribe"), hint: t("calendar.subscribeHint") }}
              />
              {past.length === 0 && monthNav}
            </Section>
            {past.length > 0 && (
              <Section id="past" skipTarget title={t("past.heading")} intro={t("past.intro")}>
                <CardGrid columns={3}>
                  {past.map((event) => (
                    <DatedEventCard key={event.key} lang={lang} event={event} day={day} />
                  ))}
                </CardGrid>
                {monthNav}
              </Section>
            )}
          </>
        )}
      />
      <Section id="gallery" title={t("gallery.heading")} intro={t("gallery.intro")}>
        <Gallery tiles={tiles} />
      </Section>
      <CallToAction id="propose" title={t("cta.title")} text={t("cta.text")}>
        <ButtonLink href={pathFor("contact", lang)}>{t("cta.propose")}</ButtonLink>
        <ButtonLink variant="secondary" href={pathFor("partnerships", lang)}>
          {t("cta.partnerships")}
        </ButtonLink>
      </CallToAction>
    </Layout>
  );
}

/**
 * Links an earlier build made to a card on this page (/en/events#<key>-title, from a calendar file,
 * a feed or a search engine) still land on the event: when the address's fragment names nothing
 * here, the page of the event's month, where it stays, is looked up in a small file the build writes
 * and the visitor forwarded there. Only then is the file fetched (and its code loaded); without
 * JavaScript the visitor stays on this page, which lists the soonest events and leads to every month.
 */
function useOldCardAddresses(lang: EventsPageProps["lang"]) {
  useEffect(() => {
    let fragment = "";
    try {
      fragment = decodeURIComponent(window.location.hash.slice(1));
    } catch {
      return;
    }
    if (!fragment || document.getElementById(fragment)) return;
    void import("../events/oldCardAddress").then(({ forwardToMonth }) => forwardToMonth(lang, fragment));
  }, [lang]);
}
