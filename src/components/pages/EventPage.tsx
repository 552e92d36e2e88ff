import React from "react";
import { useTranslation } from "react-i18next";
// The frame first (EntryPage brings it), then the controls: every page emits its styles in one order.
import { EntryPage } from "../entries/EntryPage";
import { ButtonLink } from "../ui/Button";
import { DateLabel } from "../ui/DateLabel";
import { Icon } from "../ui/Icon";
import type { PageImage } from "../ui/ResponsiveImage";
import type { PageFrame } from "../layout/frame";

/** An event with its page text (src/templates/event.tsx); dates and figures formatted for the page's language by the build. */
export interface EventEntry {
  title: string;
  date: string;
  dateLabel: string;
  location: string;
  type: string;
  status: string | null;
  participantsLabel: string;
  prizePoolLabel: string;
  html: string;
  picture: PageImage | undefined;
  /** When it goes live, on a private preview of an item not public yet. */
  goesLiveLabel?: string | null;
}

/** `calendarHref`: an upcoming event's calendar file (src/node/postBuild/eventCalendars.ts), to add it to a calendar. */
export function EventPage({
  lang,
  alternates,
  event,
  past,
  calendarHref,
}: PageFrame & { event: EventEntry; past: boolean; calendarHref?: string }) {
  const { t } = useTranslation("events");
  const actions = calendarHref && !past && (
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
      lang={lang}
      alternates={alternates}
      parent="events"
      eyebrow={status ? `${event.type} · ${status}` : event.type}
      title={event.title}
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
      picture={event.picture}
      goesLive={event.goesLiveLabel}
      html={event.html}
      actions={actions || undefined}
      back={t("event.back")}
    />
  );
}
