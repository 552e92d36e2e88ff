import React from "react";
import { EventCard, useEventCardLabels, usePastEventCardLabels } from "../../components/events/EventCard";
import { OpeningCard } from "../../components/careers/OpeningCard";
import { NewsList } from "../../components/home/NewsList";
import * as policyStyles from "../../components/pages/PolicyPage.module.scss";
import { PolicyIntro } from "../../components/policies/PolicyIntro";
import { ReleaseList } from "../../components/press/ReleaseList";
import * as entryStyles from "../../components/entries/EntryPage.module.scss";
import { bodyHtml } from "../../lib/bodyHtml";
import site from "../../config/site.json";
import { eventCalendarPath } from "../../i18n/routes";
import { formatAs, type FormatKind } from "../../i18n/format";
import { dayIn } from "../../lib/siteDate";
import { decap, type PreviewTemplateProps } from "./decap";
import { makeIsland } from "./Island";
import { PreviewShell } from "./PreviewShell";
import { isLang, type Lang } from "../../i18n/languages";

type Data = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === "string" ? value : value === undefined || value === null ? "" : String(value));

/** What the build would show; a half-typed value shows as typed instead of breaking the preview. */
function formatted(kind: FormatKind, value: unknown, lang: Lang): string {
  try {
    return formatAs(kind, value instanceof Date ? value.toISOString() : value, lang);
  } catch {
    return text(value);
  }
}

function EventPreview({ data, id, lang }: { data: Data; id: string; lang: Lang }) {
  const labels = useEventCardLabels();
  const pastLabels = usePastEventCardLabels();
  const event = {
    key: id,
    title: text(data.title),
    date: text(data.date),
    location: text(data.location),
    type: text(data.type),
    participants: Number(data.participants) || 0,
    prizePool: Number(data.prizePool) || 0,
    dateLabel: formatted("date", data.date, lang),
    participantsLabel: formatted("number", data.participants, lang),
    prizePoolLabel: formatted("money", data.prizePool, lang),
    status: text(data.status) || null,
    hasPage: text(data.body).trim() !== "",
  };
  // As a build today would show it: an event dated before today (in Denver) is in the past list.
  const past = event.date !== "" && event.date.slice(0, 10) < dayIn(site.businessHours.timeZone, new Date());
  return past ? (
    <EventCard event={event} labels={pastLabels(event.title)} past />
  ) : (
    <EventCard event={event} labels={labels(event.title)} calendarHref={eventCalendarPath(lang, id)} />
  );
}

/**
 * Below an item's card, its own page as the build would make it: the picture (chosen in the default
 * language: the preview shows the left-hand column's language) and the page text rendered by the
 * site's own renderer (src/lib/bodyHtml.ts). Nothing without a page text: the card is all there is.
 */
function ItemPagePreview({ data, picture }: { data: Data; picture: string | undefined }) {
  const body = text(data.body);
  const image = data.image as { alt?: string } | undefined;
  if (!body.trim() && !picture) return null;
  return (
    <div className={entryStyles.entry}>
      {picture && <img className={entryStyles.picture} src={picture} alt={text(image?.alt)} />}
      {body.trim() && <div className={entryStyles.body} dangerouslySetInnerHTML={{ __html: bodyHtml(body) }} />}
    </div>
  );
}

/** "## Who we are" → a table-of-contents entry, as the build's heading ids are made. */
function sectionsOf(markdown: string) {
  return [...markdown.matchAll(/^##\s+(.+)$/gm)].map(([, title = ""]) => ({
    id: title
      .toLowerCase()
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, ""),
    title: title.trim(),
  }));
}

/** Registers a preview per collection; each renders the component the site renders for it. */
export function registerPreviews(): void {
  const { CMS, h } = decap();
  const Island = makeIsland();
  const read = ({ entry, locale, getAsset }: PreviewTemplateProps) => {
    const data = ((entry.get("data") as { toJS(): unknown } | undefined)?.toJS() ?? {}) as Data;
    const src = (data.image as { src?: unknown } | undefined)?.src;
    return {
      data,
      id: text(entry.get("slug")) || "preview",
      lang: isLang(locale) ? locale : "en",
      picture: typeof src === "string" && src ? getAsset(src)?.toString() : undefined,
    };
  };
  const island = (lang: Lang, element: React.ReactElement, layout: "card" | "wide" | "bare" = "card") =>
    h(Island, {
      element: (
        <PreviewShell lang={lang} layout={layout}>
          {element}
        </PreviewShell>
      ),
    });

  CMS.registerPreviewTemplate("news", (props: PreviewTemplateProps) => {
    const { data, id, lang } = read(props);
    const item = {
      key: id,
      date: text(data.date),
      dateLabel: formatted("date", data.date, lang),
      title: text(data.title),
      excerpt: text(data.excerpt),
    };
    return island(lang, <NewsList items={[item]} />);
  });

  CMS.registerPreviewTemplate("events", (props: PreviewTemplateProps) => {
    const { data, id, lang, picture } = read(props);
    return island(
      lang,
      <>
        <EventPreview data={data} id={id} lang={lang} />
        <ItemPagePreview data={data} picture={picture} />
      </>,
    );
  });

  CMS.registerPreviewTemplate("press", (props: PreviewTemplateProps) => {
    const { data, id, lang, picture } = read(props);
    const release = {
      key: id,
      date: text(data.date),
      dateLabel: formatted("date", data.date, lang),
      title: text(data.title),
      summary: text(data.summary),
      hasPage: text(data.body).trim() !== "",
    };
    return island(
      lang,
      <>
        <ReleaseList releases={[release]} lang={lang} />
        <ItemPagePreview data={data} picture={picture} />
      </>,
      "wide",
    );
  });

  CMS.registerPreviewTemplate("jobs", (props: PreviewTemplateProps) => {
    const { data, id, lang, picture } = read(props);
    const opening = {
      key: id,
      title: text(data.title),
      department: text(data.department),
      location: text(data.location),
      hasPage: text(data.body).trim() !== "",
    };
    return island(
      lang,
      <>
        <OpeningCard opening={opening} />
        <ItemPagePreview data={data} picture={picture} />
      </>,
      "wide",
    );
  });

  // The body is Decap's own Markdown preview (sanitised, see decapConfig.ts) inside the site's
  // policy styles: the site's React cannot render inside Decap's tree, so the article is Decap's.
  CMS.registerPreviewTemplate("policies", (props: PreviewTemplateProps) => {
    const { data, lang } = read(props);
    const intro = (
      <PolicyIntro title={text(data.title)} updated={formatted("date", data.updated, lang)} sections={sectionsOf(text(data.body))} />
    );
    return h(
      "article",
      { className: policyStyles.policy, lang },
      island(lang, intro, "bare"),
      h("div", { className: policyStyles.body }, props.widgetFor("body")),
    );
  });
}
