import { graphql } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import { eventCalendarPath } from "../../i18n/routes";
import { eventData } from "../../metadata/itemStructuredData";
// The frame first (EntryPage brings it), then the controls: every page emits its styles in one order.
import { EntryPage } from "../entries/EntryPage";
import { describe, itemTemplate, pictureUrl, type ItemProps } from "../entries/itemPage";
import { ButtonLink } from "../ui/Button";
import { DateLabel } from "../ui/DateLabel";
import { Icon } from "../ui/Icon";

/**
 * Upcoming or past by the build's date (as on the events page); an upcoming event offers its calendar
 * file (src/node/postBuild/eventCalendars.ts), to add it to a calendar.
 */
export function EventPage({ item: event, frame, pageContext }: ItemProps<Queries.EventPageFieldsFragment>) {
  const past = event.date.slice(0, 10) < (pageContext.siteDate ?? "");
  const calendarHref = eventCalendarPath(pageContext.language, pageContext.entryKey ?? "");
  const { t } = useTranslation("events");
  const actions = !past && (
    <ButtonLink
      variant="violet"
      href={calendarHref}
      type="text/calendar"
      // The file's own name (React writes a bare `download` as download="", which HTML validators refuse).
      download={calendarHref.slice(calendarHref.lastIndexOf("/") + 1)}
      aria-label={t("upcoming.addToCalendarLabel", { title: event.title })}
    >
      <Icon name="calendar" size={18} />
      {t("upcoming.addToCalendar")}
    </ButtonLink>
  );
  const status = event.status && event.status !== "scheduled" ? t(`event.status.${event.status}`) : undefined;
  return (
    <EntryPage
      {...frame}
      eyebrow={status ? `${event.type} · ${status}` : event.type}
      lead={`${event.location} · ${event.dateLabel}`}
      facts={[
        {
          icon: "calendar",
          label: t(past ? "past.heldOn" : "upcoming.date"),
          value: <DateLabel date={event.date} label={event.dateLabel} />,
        },
        { icon: "pin", label: t("upcoming.location"), value: event.location },
        { icon: "users", label: t("upcoming.participants"), value: event.participantsLabel },
        { icon: "trophy", label: t(past ? "past.prizePool" : "upcoming.prizePool"), value: event.prizePoolLabel },
      ]}
      actions={actions || undefined}
      back={t("event.back")}
    />
  );
}

export const { Template: EventTemplate, Head: EventHead } = itemTemplate<Queries.EventPageFieldsFragment>({
  name: "Event",
  Page: EventPage,
  description: (event) => describe(`${event.type} · ${event.location} · ${event.dateLabel}.`, event),
  jsonLd: (event, page) => eventData({ ...event, path: page.path, image: pictureUrl(event) }, page.language),
});

/**
 * What an event's page shows besides every item page's fields (src/templates/event.tsx); dates and
 * figures formatted for the page's language by the build.
 */
export const eventFields = graphql`
  fragment EventPageFields on UpcomingEvent {
    date
    dateLabel
    location
    type
    status
    participantsLabel
    prizePoolLabel
    ...ItemPageFields
  }
`;
