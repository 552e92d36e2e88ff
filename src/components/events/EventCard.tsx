import React from "react";
import { useTranslation } from "react-i18next";
import { eventTitleId } from "../../lib/eventAnchor";
import { Button, ButtonLink } from "../ui/Button";
import { DescriptiveLinkText } from "../ui/DescriptiveLinkText";
import { DateLabel } from "../ui/DateLabel";
import { Icon } from "../ui/Icon";
import { ScheduledMarker } from "../ui/ScheduledMarker";
import * as styles from "./EventCard.module.scss";

/** An event as its GraphQL node gives it, with its date and figures formatted for the page's language by the build. */
export type EventItem = Pick<
  Queries.UpcomingEvent,
  | "key"
  | "title"
  | "date"
  | "location"
  | "type"
  | "participants"
  | "prizePool"
  | "dateLabel"
  | "participantsLabel"
  | "prizePoolLabel"
  | "status"
  | "hasPage"
> &
  Partial<Pick<Queries.UpcomingEvent, "goesLiveLabel">>;

export interface EventCardLabels {
  type: string;
  date: string;
  location: string;
  participants: string;
  prizePool: string;
  /** The 'Learn more' link or button, its accessible name, and (upcoming events without a page of their own) the hint under it. */
  learnMore: { text: string; label: string; detailsSoon?: string };
  /** Upcoming events only: the 'Add to calendar' link's text and its accessible name, which names the event. */
  addToCalendar?: { text: string; label: string };
  /** What a card says of an event that does not go ahead as planned. */
  status: Record<string, string>;
}

/** An upcoming event card's labels in the page's language, from the events page's strings. */
/** What a card says of an event's status, besides going ahead as planned (events.json, event.status). */
function useStatusLabels(): Record<string, string> {
  const { t } = useTranslation("events");
  const labels: unknown = t("event.status", { returnObjects: true });
  return typeof labels === "object" && labels !== null ? (labels as Record<string, string>) : {};
}

export function useEventCardLabels(): (title: string) => EventCardLabels {
  const { t } = useTranslation("events");
  const status = useStatusLabels();
  return (title) => ({
    status,
    type: t("upcoming.type"),
    date: t("upcoming.date"),
    location: t("upcoming.location"),
    participants: t("upcoming.participants"),
    prizePool: t("upcoming.prizePool"),
    learnMore: { text: t("upcoming.learnMore"), label: t("upcoming.learnMoreLabel", { title }), detailsSoon: t("upcoming.detailsSoon") },
    addToCalendar: { text: t("upcoming.addToCalendar"), label: t("upcoming.addToCalendarLabel", { title }) },
  });
}

/** A past event card's labels: "Held on" for its date, and nothing about registering (its 'Learn more' only leads to its page, where it has one). */
export function usePastEventCardLabels(): (title: string) => EventCardLabels {
  const { t } = useTranslation("events");
  const status = useStatusLabels();
  return (title) => ({
    status,
    learnMore: { text: t("upcoming.learnMore"), label: t("upcoming.learnMoreLabel", { title }) },
    type: t("upcoming.type"),
    date: t("past.heldOn"),
    location: t("upcoming.location"),
    participants: t("upcoming.participants"),
    prizePool: t("past.prizePool"),
  });
}

/**
 * An event, upcoming or past (the labels decide). With a page of its own (`href`), its 'Learn more' leads there.
 * Without one, requirements.md#pages: an upcoming event's 'Learn more' button does nothing yet; the hint under it,
 * which the button points to, says so honestly instead of leaving the visitor guessing; a past event has no button.
 * Under them, an upcoming event's 'Add to calendar' downloads its calendar file (`calendarHref`, written by the build:
 * src/node/postBuild/eventCalendars.ts): there is nothing left to attend of a past one.
 */
export function EventCard({
  event,
  labels,
  past = false,
  href,
  calendarHref,
}: {
  event: EventItem;
  labels: EventCardLabels;
  past?: boolean;
  href?: string;
  calendarHref?: string;
}) {
  const status = event.status && event.status !== "scheduled" ? labels.status[event.status] : undefined;
  const hintId = `${event.key}-details`;
  const titleId = eventTitleId(event.key);
  const facts = [
    { icon: "calendar", label: labels.date, value: <DateLabel date={event.date} label={event.dateLabel} /> },
    { icon: "pin", label: labels.location, value: event.location },
    { icon: "users", label: labels.participants, value: event.participantsLabel },
  ];
  return (
    <article className={`${styles.card} ${past ? styles.past : ""}`} data-event={event.key} aria-labelledby={titleId}>
      <ScheduledMarker goesLive={event.goesLiveLabel} />
      <p className={styles.type}>
        <span className="visually-hidden">{labels.type}: </span>
        {event.type}
      </p>
      <h3 id={titleId} className={styles.title}>
        {event.title}
      </h3>
      {status && <p className={styles.status}>{status}</p>}
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
      {href ? (
        <ButtonLink variant="outline" className={styles.button} href={href}>
          <DescriptiveLinkText visible={labels.learnMore.text} full={labels.learnMore.label} />
        </ButtonLink>
      ) : (
        labels.learnMore.detailsSoon && (
          <>
            <Button variant="outline" className={styles.button} aria-label={labels.learnMore.label} aria-describedby={hintId}>
              {labels.learnMore.text}
            </Button>
            <p id={hintId} className={styles.hint}>
              {labels.learnMore.detailsSoon}
            </p>
          </>
        )
      )}
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
    </article>
  );
}
