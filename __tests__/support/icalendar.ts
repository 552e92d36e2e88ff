// A calendar file as a calendar app reads it: parsed by Mozilla's iCalendar parser (ical.js, the one
// Thunderbird uses), never by a pattern of our own, so a file that only looks right fails here.
import ICAL from "ical.js";

export interface ParsedEvent {
  uid: string;
  /** DTSTART's value type ("date" for an all-day event) and its day, YYYY-MM-DD. */
  start: { type: string; day: string };
  end: { type: string; day: string } | undefined;
  stamp: string;
  summary: string;
  location: string;
  description: string;
  url: string;
}

export interface ParsedCalendar {
  /** X-WR-CALNAME, the name calendar apps give a subscribed feed; undefined without one. */
  name: string | undefined;
  method: string | undefined;
  refreshInterval: string | undefined;
  events: ParsedEvent[];
}

const text = (component: InstanceType<typeof ICAL.Component>, name: string): string => {
  const value = component.getFirstPropertyValue(name);
  return value === null || value === undefined ? "" : String(value);
};

const day = (component: InstanceType<typeof ICAL.Component>, name: string) => {
  const property = component.getFirstProperty(name);
  if (!property) return undefined;
  return { type: property.type, day: String(property.getFirstValue()) };
};

/** Parses an iCalendar text (it throws on one that is not) into what the tests compare. */
export function parseCalendar(source: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(source));
  if (calendar.name !== "vcalendar") throw new Error(`not a VCALENDAR but ${calendar.name}`);
  const optional = (name: string) => (calendar.hasProperty(name) ? text(calendar, name) : undefined);
  return {
    name: optional("x-wr-calname"),
    method: optional("method"),
    refreshInterval: optional("refresh-interval"),
    events: calendar.getAllSubcomponents("vevent").map((event) => ({
      uid: text(event, "uid"),
      start: day(event, "dtstart")!,
      end: day(event, "dtend"),
      stamp: text(event, "dtstamp"),
      summary: text(event, "summary"),
      location: text(event, "location"),
      description: text(event, "description"),
      url: text(event, "url"),
    })),
  };
}
