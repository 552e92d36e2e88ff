import React from "react";
import { Icon } from "../ui/Icon";
import * as styles from "./CalendarPreview.module.scss";

// Which days of the drawn month carry a dot: a sketch of a busy calendar, not real dates.
const BUSY = new Set([2, 6, 9, 11, 15, 18, 20, 23, 27, 29, 32]);

interface CalendarPreviewProps {
  heading: string;
  badge: string;
  text: string;
  /** The language's calendar feed of upcoming events (calendarPath), and how to subscribe to it. */
  subscribe?: { href: string; text: string; hint: string };
}

/**
 * requirements.md#pages Events: the calendar placeholder, marked coming soon. Until that calendar
 * launches, the feed of upcoming events is here for calendar apps to subscribe to.
 */
export function CalendarPreview({ heading, badge, text, subscribe }: CalendarPreviewProps) {
  return (
    <section id="calendar" aria-labelledby="calendar-heading" className={styles.preview}>
      <div>
        <p className={styles.badge}>
          <Icon name="calendar" size={16} /> {badge}
        </p>
        <h3 id="calendar-heading" className={styles.title}>
          {heading}
        </h3>
        <p className={styles.text}>{text}</p>
        {subscribe && (
          <>
            <p className={styles.subscribe}>
              <a href={subscribe.href} type="text/calendar" aria-describedby="calendar-subscribe-hint" data-calendar-feed>
                <Icon name="calendar" size={18} />
                <span>{subscribe.text}</span>
              </a>
            </p>
            <p id="calendar-subscribe-hint" className={styles.hint}>
              {subscribe.hint}
            </p>
          </>
        )}
      </div>
      <div className={styles.sheet} aria-hidden="true">
        {Array.from({ length: 35 }, (_, i) => (
          <span key={i} className={`${styles.day} ${BUSY.has(i) ? styles.busy : ""}`} />
        ))}
      </div>
    </section>
  );
}
