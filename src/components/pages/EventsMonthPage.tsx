import React from "react";
import { useTranslation } from "react-i18next";
import { pathFor } from "../../i18n/routes";
import type { EventItem } from "../events/EventCard";
import { filterLinks, monthLinks, type ListLink } from "../events/eventLists";
// The frame, the controls, this page's own pieces, then the generic sections: every page then
// emits its styles in one order (mini-css-extract-plugin warns when two pages disagree).
import { Layout } from "../layout/Layout";
import { PageHero } from "../sections/PageHero";
import { DatedEventCard } from "../events/DatedEventCard";
import { EventFilters } from "../events/EventFilters";
import { EventListing } from "../events/EventListing";
import { ArchiveNav } from "../sections/ArchiveNav";
import { CardGrid } from "../sections/CardGrid";
import { Section } from "../sections/Section";
import type { PageFrame } from "../layout/frame";

interface EventsMonthPageProps extends PageFrame {
  /** Every event of the month, in date order: those before the build's date are past. */
  events: readonly EventItem[];
  /** The month as the page's language writes it ("May 2027"). */
  month: string;
  archive: readonly ListLink[];
  /** The build's date, YYYY-MM-DD. */
  day: string;
}

/**
 * One month's events, ahead and past, in date order: an event's date never changes, so its card is
 * here for good, and calendar files and the data search engines read link to it
 * (/en/events/2027-05#<key>-title). The filters and the other months are a step away.
 */
export function EventsMonthPage({ lang, alternates, events, month, archive, day }: EventsMonthPageProps) {
  const { t } = useTranslation("events");
  const months = monthLinks(archive, day);
  return (
    <Layout lang={lang} current="events" alternates={alternates} skipLinks={[{ href: "#event-months", label: t("list.skip.months") }]}>
      <PageHero title={t("list.month.title", { month })} lead={t("list.month.lead", { month })} />
      <EventListing
        render={() => (
          <Section id="month" tone="alt" skipTarget title={t("list.month.heading", { month })}>
            <EventFilters allPath={pathFor("events", lang)} {...filterLinks(archive)} current={alternates[lang]} />
            <CardGrid columns={3}>
              {events.map((event) => (
                <DatedEventCard key={event.key} lang={lang} event={event} day={day} />
              ))}
            </CardGrid>
            <ArchiveNav
              id="event-months"
              heading={t("list.months.heading")}
              links={months.ahead}
              current={alternates[lang]}
              folded={{ summary: t("list.months.earlier"), groups: months.earlier }}
            />
          </Section>
        )}
      />
    </Layout>
  );
}
