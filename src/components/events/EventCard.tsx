import React from "react";
import { useTranslation } from "react-i18next";
import { eventTitleId } from "../../lib/eventCalendar";
import { Button } from "../ui/Button";
import { DateLabel } from "../ui/DateLabel";
import { Icon } from "../ui/Icon";
import * as styles from "./EventCard.module.scss";

/** An event as its GraphQL node gives it, with its date and figures formatted for the page's language by the build. */
export type EventItem = Pick<
  Queries.UpcomingEvent,
  "key" | "title" | "date" | "location" | "type" | "participants" | "prizePool" | "dateLabel" | "participantsLabel" | "prizePoolLabel"
>;

export interface EventCardLabels {
  type: string;
  date: string;
  location: string;
  participants: string;
  prizePool: string;
  /** Upcoming events only: the 'Learn more' button, its accessible name and the hint under it. */
  learnMore?: { text: string; label: string; detailsSoon: string };
  /** Upcoming events only: the 'Add to calendar' link's text and its accessible name, which names the event. */
  addToCalendar?: { text: string; label: string };
}

/** An upcoming event card's labels in the page's language, from the events page's strings. */
export function useEventCardLabels(): (title: string) => EventCardLabels {
  const { t } = useTranslation("events");
  return (title) => ({
    type: t("upcoming.type"),
    date: t("upcoming.date"),
    location: t("upcoming.location"),
    participants: t("upcoming.participants"),
    prizePool: t("upcoming.prizePool"),
    learnMore: { text: t("upcoming.learnMore"), label: t("upcoming.learnMoreLabel", { title }), detailsSoon: t("upcoming.detailsSoon") },
    addToCalendar: { text: t("upcoming.addToCalendar"), label: t("upcoming.addToCalendarLabel", { title }) },
  });
}

/** A past event card's labels: "Held on" for its date, and nothing about registering. */
export function usePastEventCardLabels(): EventCardLabels {
  const { t } = useTranslation("events");
  return {
    type: t("upcoming.type"),
    date: t("past.heldOn"),
    location: t("upcoming.location"),
    participants: t("upcoming.participants"),
    prizePool: t("past.prizePool"),
  };
}

/**
 * An event, upcoming or past (the labels decide). requirements.md#pages: an upcoming event's 'Learn more' button does
 * nothing yet; the hint under it, which the button points to, says so honestly instead of leaving the visitor guessing.
 * Under them, 'Add to calendar' downloads the event's calendar file (`calendarHref`, written by the build:
 * src/node/postBuild/eventCalendars.ts). A past event has neither: there is nothing left to register for or to attend.
 */
export function EventCard({
  event,
  labels,
  past = false,
  calendarHref,
}: {
  event: EventItem;
  labels: EventCardLabels;
  past?: boolean;
  calendarHref?: string;
}) {
  const hintId = `${event.key}-details`;
  const titleId = eventTitleId(event.key);
  const facts = [
    { icon: "calendar", label: labels.date, value: <DateLabel date={event.date} label={event.dateLabel} /> },
    { icon: "pin", label: labels.location, value: event.location },
    { icon: "users", label: labels.participants, value: event.participantsLabel },
  ];
  return (
    <article className={`${styles.card} ${past ? styles.past : ""}`} data-event={event.key} aria-labelledby={titleId}>
      <p className={styles.type}>
        <span className="visually-hidden">{labels.type}: </span>
        {event.type}
      </p>
      <h3 id={titleId} className={styles.title}>
        {event.title}
      </h3>
      <dl className={styles.facts}>
        {facts.map(({ icon, label, value }) => (
          <div key={icon} className={styles.fact}>
            <dt>
              <Icon name={icon} size={18} /> {label}
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.prize}>
        <span className={styles.prizeLabel}>{labels.prizePool}</span>
        <span className={styles.prizeValue} data-prize-pool={event.prizePool}>
          {event.prizePoolLabel}
        </span>
      </p>
      {labels.learnMore && (
        <>
          <Button variant="outline" className={styles.button} aria-label={labels.learnMore.label} aria-describedby={hintId}>
            {labels.learnMore.text}
          </Button>
          <p id={hintId} className={styles.hint}>
            {labels.learnMore.detailsSoon}
          </p>
          {labels.addToCalendar && calendarHref && (
            // Its full name says which event and starts with the words shown (WCAG 2.5.3), as 'Learn more' does. Not
            // a visually hidden rest of the text (DescriptiveLinkText): that rest starts with ":", and the hidden
            // span, positioned, counts as a block, so the name came out "Add to calendar : …".
            <a
              className={styles.calendarLink}
              href={calendarHref}
              type="text/calendar"
              // The file's own name (React writes a bare `download` as download="", which HTML validators refuse).
              download={calendarHref.slice(calendarHref.lastIndexOf("/") + 1)}
              aria-label={labels.addToCalendar.label}
              data-add-to-calendar
            >
              <Icon name="calendar" size={18} />
              {labels.addToCalendar.text}
            </a>
          )}
        </>
      )}
    </article>
  );
}
