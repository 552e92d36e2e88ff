import React from "react";
import { useTranslation } from "react-i18next";
import { pathFor } from "../../i18n/routes";
import type { EventItem } from "../events/EventCard";
import { filterLinks, monthLinks, monthsOf, type ListLink } from "../events/eventLists";
// The frame, the controls, this page's own pieces, then the generic sections: every page then
// emits its styles in one order (mini-css-extract-plugin warns when two pages disagree).
import { Layout } from "../layout/Layout";
import { PageHero } from "../sections/PageHero";
import { ButtonLink } from "../ui/Button";
import { DatedEventCard } from "../events/DatedEventCard";
import { EventFilters } from "../events/EventFilters";
import { EventListing } from "../events/EventListing";
import { ArchiveNav } from "../sections/ArchiveNav";
import { CardGrid } from "../sections/CardGrid";
import { Section } from "../sections/Section";
import type { PageFrame } from "../layout/frame";

interface EventsFacetPageProps extends PageFrame {
  /** What the list is narrowed by, and its value in the page's words ("Championship", "México"). */
  by: "type" | "place";
  value: string;
  /** The soonest events ahead with that value, in date order, at most events.firstPageCount. */
  upcoming: readonly EventItem[];
  /** The dates of the later ones (YYYY-MM-DD): their months' pages hold them. */
  laterDates: readonly string[];
  /** The latest held, newest first, at most events.pastCount. */
  past: readonly EventItem[];
  archive: readonly ListLink[];
  /** The build's date, YYYY-MM-DD. */
  day: string;
}

/**
 * The events of one type or one country: the soonest ahead, the months of the later ones, and the
 * latest held, so a page costs the same however many years of them there are. With none ahead it
 * says so and invites a proposal, and still shows the ones held.
 */
export function EventsFacetPage({ lang, alternates, by, value, upcoming, laterDates, past, archive, day }: EventsFacetPageProps) {
  const { t } = useTranslation("events");
  const months = monthLinks(archive, day);
  const later = monthsOf(laterDates, archive);
  const monthNav = (
    <ArchiveNav
      id="event-months"
      heading={t("list.months.heading")}
      links={months.ahead}
      folded={{ summary: t("list.months.earlier"), groups: months.earlier }}
    />
  );
  const skipLinks = [
    ...(past.length > 0 ? [{ href: "#past" as const, label: t("list.skip.past") }] : []),
    { href: "#event-months" as const, label: t("list.skip.months") },
  ];
  return (
    <Layout lang={lang} current="events" alternates={alternates} skipLinks={skipLinks}>
      <PageHero title={t(`list.${by}.title`, { value })} lead={t(`list.${by}.lead`, { value })} />
      <EventListing
        render={() => (
          <>
            <Section
              id="upcoming"
              tone="alt"
              skipTarget
              title={t("upcoming.heading")}
              intro={upcoming.length > 0 ? t("upcoming.intro") : t(`list.${by}.noneAhead`, { value })}
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
              {later.length > 0 && <ArchiveNav id="later-months" heading={t("list.restByMonth")} links={later} />}
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
    </Layout>
  );
}
