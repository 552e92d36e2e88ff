// The shapes of the content the page components show. Query results (readonly) fit them as they are;
// locale lists (t(..., { returnObjects: true })) are cast to them by src/i18n/useList.ts.

export interface Stat {
  readonly key: string;
  readonly value: string;
  readonly label: string;
}

export interface NewsItem {
  readonly key: string;
  readonly date: string;
  /** The date in the page's language, formatted by the build. */
  readonly dateLabel: string;
  readonly title: string;
  readonly excerpt: string;
}

export interface PressRelease {
  readonly key: string;
  readonly date: string;
  readonly dateLabel: string;
  readonly title: string;
  readonly summary: string;
}

export interface UpcomingEvent {
  readonly key: string;
  readonly title: string;
  readonly date: string;
  readonly location: string;
  readonly type: string;
  readonly participants: number;
  readonly prizePool: number;
  /** The date and figures in the page's language, formatted by the build. */
  readonly dateLabel: string;
  readonly participantsLabel: string;
  readonly prizePoolLabel: string;
}

export interface JobOpening {
  readonly key: string;
  readonly title: string;
  readonly department: string;
  readonly location: string;
}

export interface TimelineEntry {
  readonly key: string;
  readonly year: number;
  readonly title: string;
  readonly description: string;
}

/** A card of a locale list: an icon name (see ui/Icon.tsx), a title and a text. */
export interface IconItem {
  readonly icon: string;
  readonly title: string;
  readonly text: string;
}
