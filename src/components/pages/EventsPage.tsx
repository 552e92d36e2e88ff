import React from "react";
import { useTranslation } from "react-i18next";
import { calendarPath, entryPath, eventCalendarPath, pathFor } from "../../i18n/routes";
import { useList } from "../../i18n/useList";
import type { IconItem } from "../sections/IconCard";
import type { EventItem } from "../events/EventCard";
import type { PageImage } from "../ui/ResponsiveImage";
// The frame, the controls, this page's own pieces, then the generic sections: every page then
// emits its styles in one order (mini-css-extract-plugin warns when two pages disagree).
import { Layout } from "../layout/Layout";
import { PageHero } from "../sections/PageHero";
import { ButtonLink } from "../ui/Button";
import { CalendarPreview } from "../events/CalendarPreview";
import { EventCard, useEventCardLabels, usePastEventCardLabels } from "../events/EventCard";
import { Gallery, type GalleryTile } from "../events/Gallery";
import { CallToAction } from "../sections/CallToAction";
import { CardGrid } from "../sections/CardGrid";
import { IconCardGrid } from "../sections/IconCardGrid";
import { Section } from "../sections/Section";
import type { PageFrame } from "../layout/frame";

interface EventsPageProps extends PageFrame {
  /** On or after the build's date, in date order (the template's query: src/templates/events.tsx). */
  upcoming: readonly EventItem[];
  /** Before the build's date, newest first. */
  past: readonly EventItem[];
  /** The photos editors uploaded, by gallery tile (its place in gallery.items); a tile without one shows its icon. */
  galleryPhotos: ReadonlyMap<number, PageImage>;
}

export function EventsPage({ lang, alternates, upcoming, past, galleryPhotos }: EventsPageProps) {
  const { t } = useTranslation("events");
  const types = useList<IconItem>("events", "types.items");
  const tiles = useList<Omit<GalleryTile, "photo">>("events", "gallery.items").map(({ icon, title, place }, i): GalleryTile => ({
    icon,
    title,
    place,
    photo: galleryPhotos.get(i),
  }));
  const labels = useEventCardLabels();
  const pastLabels = usePastEventCardLabels();
  const pageOf = (event: EventItem) => (event.hasPage ? entryPath("event", lang, event.key) : undefined);
  return (
    <Layout lang={lang} current="events" alternates={alternates}>
      <PageHero title={t("hero.title")} lead={t("hero.lead")} />
      <Section id="event-types" title={t("types.heading")} intro={t("types.intro")}>
        <IconCardGrid columns={3} items={types} />
      </Section>
      {/* With nothing ahead the section says so and invites a proposal: never an empty grid, never a past event. */}
      <Section id="upcoming" tone="alt" title={t("upcoming.heading")} intro={t(upcoming.length > 0 ? "upcoming.intro" : "upcoming.none")}>
        {upcoming.length > 0 ? (
          <CardGrid columns={3}>
            {upcoming.map((event) => (
              <EventCard
                key={event.key}
                event={event}
                labels={labels(event.title)}
                href={pageOf(event)}
                calendarHref={eventCalendarPath(lang, event.key)}
              />
            ))}
          </CardGrid>
        ) : (
          <p>
            <ButtonLink href={pathFor("contact", lang)}>{t("cta.propose")}</ButtonLink>
          </p>
        )}
        <CalendarPreview
          heading={t("calendar.heading")}
          badge={t("calendar.badge")}
          text={t("calendar.text")}
          subscribe={{ href: calendarPath(lang), text: t("calendar.subscribe"), hint: t("calendar.subscribeHint") }}
        />
      </Section>
      {past.length > 0 && (
        <Section id="past" title={t("past.heading")} intro={t("past.intro")}>
          <CardGrid columns={3}>
            {past.map((event) => (
              <EventCard key={event.key} event={event} labels={pastLabels(event.title)} href={pageOf(event)} past />
            ))}
          </CardGrid>
        </Section>
      )}
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
