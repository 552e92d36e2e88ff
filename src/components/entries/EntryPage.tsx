import React, { type ReactNode } from "react";
import { pathFor, type RouteKey } from "../../i18n/routes";
import { Layout } from "../layout/Layout";
import { PageHero } from "../sections/PageHero";
import { ButtonLink } from "../ui/Button";
import { Icon } from "../ui/Icon";
import { ResponsiveImage, type PageImage } from "../ui/ResponsiveImage";
import { ScheduledMarker } from "../ui/ScheduledMarker";
import * as styles from "./EntryPage.module.scss";
import type { PageFrame } from "../layout/frame";

/** What every item's page shows besides its kind's own facts (src/components/entries/itemPage.tsx makes it). */
export interface ItemContent {
  title: string;
  /** The page text, rendered and sanitised at build time (src/lib/bodyHtml.ts). */
  html: string;
  picture: PageImage | undefined;
  /** When the item goes live, on a private preview of an item not public yet (src/components/ui/ScheduledMarker.tsx). */
  goesLiveLabel?: string | null;
}

export interface EntryFact {
  icon: string;
  label: string;
  value: ReactNode;
}

/** What every item page's frame is: its language, its list and the item (src/components/entries/itemPage.tsx makes it). */
export interface EntryFrame extends PageFrame {
  /** The list page the item is on (its route's parent, src/config/routes.json): marked in the menu, and where "back" leads. */
  parent: RouteKey;
  entry: ItemContent;
}

interface EntryPageProps extends EntryFrame {
  eyebrow: string;
  lead: string;
  /** Named for assistive technology: "About this opening". */
  factsLabel?: string;
  facts: readonly EntryFact[];
  /** What the visitor can do next (apply, add to a calendar), beside the way back to the list. */
  actions?: ReactNode;
  back: string;
}

/**
 * The page of one item (a press release, a job opening, an event): its title, its facts, its picture
 * and its text, then what to do next and the way back to its list.
 */
export function EntryPage({ lang, alternates, parent, entry, eyebrow, lead, factsLabel, facts, actions, back }: EntryPageProps) {
  const { title, picture, html, goesLiveLabel } = entry;
  return (
    <Layout lang={lang} current={parent} alternates={alternates}>
      <PageHero eyebrow={eyebrow} title={title} lead={lead} leadClassName={styles.lead} />
      <article className={styles.entry} aria-label={title}>
        <ScheduledMarker goesLive={goesLiveLabel} />
        {facts.length > 0 && (
          <dl className={styles.facts} aria-label={factsLabel}>
            {facts.map(({ icon, label, value }) => (
              <div key={label} className={styles.fact}>
                <dt>
                  <Icon name={icon} size={16} />
                  {label}
                </dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {/* Near the top of the page, where it is likely the largest thing a phone shows first: not lazy. */}
        {picture && <ResponsiveImage image={picture.image} alt={picture.alt} className={styles.picture} loading="eager" />}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
        <p className={styles.actions}>
          {actions}
          <ButtonLink variant="outline" href={pathFor(parent, lang)}>
            <Icon name="chevronLeft" size={18} />
            {back}
          </ButtonLink>
        </p>
      </article>
    </Layout>
  );
}
