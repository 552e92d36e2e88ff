// The site's line icons, drawn on a 24 px grid. Content files name them ("icon": "truck"), so the
// set is what the content model offers editors and what ui/Icon.tsx draws; only developers change it.
export const ICON_PATHS: Record<string, string[]> = {
  truck: ["M3 6h11v10H3z", "M14 9h4l3 3v4h-7", "M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z", "M17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z"],
  boxes: ["M3 12h8v8H3z", "M13 12h8v8h-8z", "M8 4h8v8H8z", "M6 12v3", "M17 12v3", "M12 4v3"],
  sparkles: ["M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z", "M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z", "M5 3v4", "M3 5h4"],
  store: ["M4 10v10h16V10", "M3 4h18l-1 6H4z", "M9 20v-6h6v6", "M8 4l-1 6", "M16 4l1 6", "M12 4v6"],
  trophy: ["M8 4h8v5a4 4 0 0 1-8 0z", "M8 6H5a3 3 0 0 0 3 4", "M16 6h3a3 3 0 0 1-3 4", "M12 13v4", "M8 20h8", "M10 17h4v3h-4z"],
  lightbulb: ["M9 18h6", "M10 21h4", "M12 3a6 6 0 0 0-4 10.5c.8.8 1 1.6 1 2.5h6c0-.9.2-1.7 1-2.5A6 6 0 0 0 12 3z"],
  users: ["M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z", "M2 21v-1a6 6 0 0 1 12 0v1", "M16 3.5a4 4 0 0 1 0 7", "M18 14a6 6 0 0 1 4 6v1"],
  leaf: ["M5 20c0-9 5-15 15-16-1 10-7 15-15 16z", "M5 20c3-5 6-8 10-10"],
  globe: ["M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z", "M3 12h18", "M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z"],
  shield: ["M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z", "M8.5 12l2.5 2.5 4.5-5"],
  heart: ["M12 20s-8-4.8-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.2 12 20 12 20z"],
  handshake: ["M2 11l4-4 4 2 3-2 4 1 5 4", "M6 7v7l5 5c.8.8 2 .8 2.8 0l4.2-4.2", "M10 9l-2 3c1 1 2.5 1 3.5 0L13 10l4 4", "M22 11l-4 4"],
  badge: ["M12 14a5 5 0 1 0 0-10 5 5 0 0 0 0 10z", "M8.5 13L7 21l5-3 5 3-1.5-8", "M12 7l.9 1.8 2 .3-1.4 1.4.3 2L12 11.6l-1.8.9.3-2-1.4-1.4 2-.3z"],
  megaphone: ["M3 10v4h4l8 5V5L7 10z", "M7 14l1.5 6h2.5l-1-6", "M18 9a4 4 0 0 1 0 6"],
  swords: ["M14.5 17.5L3 6V3h3l11.5 11.5", "M13 19l6-6", "M16 16l4 4", "M19 21l2-2", "M9.5 6.5L14 2h3v3l-4.5 4.5", "M5 14l4 4", "M7 17l-3 3", "M3 19l2 2"],
  cards: ["M4 7l9-3 4 12-9 3z", "M13 4.5l4-.5 3 13-3 1", "M9 10l2 3"],
  camera: ["M4 7h3l2-3h6l2 3h3v12H4z", "M12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z"],
  graduation: ["M2 9l10-5 10 5-10 5z", "M6 11v5c3 2.5 9 2.5 12 0v-5", "M22 9v6"],
  rocket: ["M5 19c0-3 1-5 3-6l3 3c-1 2-3 3-6 3z", "M9 15l-3-3c2-6 6-9 13-9 0 7-3 11-9 13z", "M15 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z"],
  target: ["M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z", "M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z", "M12 12.5a.5.5 0 1 0 0-1 .5.5 0 0 0 0 1z"],
  compass: ["M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z", "M15.5 8.5l-2 5-5 2 2-5z"],
  check: ["M5 12.5l4.5 4.5L19 7.5"],
  calendar: ["M4 5h16v16H4z", "M4 10h16", "M8 3v4", "M16 3v4"],
  pin: ["M12 21s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z", "M12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"],
  tag: ["M3 12V4h8l10 10-8 8z", "M7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z"],
  briefcase: ["M3 7h18v13H3z", "M9 7V4h6v3", "M3 12h18"],
  mail: ["M3 5h18v14H3z", "M3 6l9 7 9-7"],
  download: ["M12 3v12", "M7 10l5 5 5-5", "M4 21h16"],
  arrowRight: ["M5 12h14", "M13 6l6 6-6 6"],
  chevronLeft: ["M15 5l-7 7 7 7"],
  chevronRight: ["M9 5l7 7-7 7"],
};

/** The names content files may use for an icon (the CMS offers them as a choice). */
export const ICON_NAMES: readonly string[] = Object.keys(ICON_PATHS);
