import React from "react";
import type { Stat } from "../sections/StatList";
import { StatList } from "../sections/StatList";
import { ButtonLink } from "../ui/Button";
import { DescriptiveLinkText } from "../ui/DescriptiveLinkText";
import { Icon } from "../ui/Icon";
import { TickList } from "../ui/TickList";
import * as styles from "./DivisionBlock.module.scss";

export interface Division {
  id: string;
  icon: string;
  eyebrow: string;
  title: string;
  text: string;
  features: string[];
}

interface DivisionBlockProps {
  division: Division;
  stats: readonly Stat[];
  statsLabel: string;
  featuresLabel: string;
  /** text: the visible label; label: the full link text, which begins with it and names the division. */
  learnMore: { href: string; text: string; label: string };
  tone: "plain" | "alt";
}

/** One division: what it does, its three figures, four features, and the way to talk to its team. */
export function DivisionBlock({ division, stats, statsLabel, featuresLabel, learnMore, tone }: DivisionBlockProps) {
  const headingId = `${division.id}-heading`;
  return (
    <section id={division.id} aria-labelledby={headingId} className={`${styles.block} ${styles[tone] ?? ""}`}>
      <div className={styles.inner}>
        <div>
          <p className={styles.eyebrow}>
            <span className={styles.icon}>
              <Icon name={division.icon} />
            </span>
            {division.eyebrow}
          </p>
          <h2 id={headingId} className={styles.title}>
            {division.title}
          </h2>
          <p className={styles.text}>{division.text}</p>
          <ButtonLink variant="violet" href={learnMore.href}>
            <DescriptiveLinkText visible={learnMore.text} full={learnMore.label} />
          </ButtonLink>
        </div>
        <div className={styles.details}>
          <StatList stats={stats} label={statsLabel} size="compact" />
          <TickList
            items={division.features}
            classNames={{ list: styles.features, item: styles.feature, tick: styles.check }}
            tickSize={18}
            label={featuresLabel}
          />
        </div>
      </div>
    </section>
  );
}
