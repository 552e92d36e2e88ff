import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import type { LocaleItem } from "../../i18n/useList";
import { ResponsiveImage, type PageImage } from "../ui/ResponsiveImage";
import * as styles from "./PartnerCard.module.scss";

export type Partner = LocaleItem<"name" | "role"> & {
  /** Its logo, where an editor uploaded one. */
  readonly logo: PageImage | undefined;
};

interface PartnerCardProps {
  partner: Partner;
  image: IGatsbyImageData;
  alt: string;
}

/**
 * One franchise: its logo, fitted whole inside a box of the stock image's shape (so a card with a
 * logo is as tall as one without), or the shared stock image (one download for all six), and its caption.
 */
export function PartnerCard({ partner, image, alt }: PartnerCardProps) {
  return (
    <figure className={styles.card}>
      {partner.logo ? (
        <ResponsiveImage image={partner.logo.image} alt={partner.logo.alt} className={`${styles.image} ${styles.logo}`} />
      ) : (
        <ResponsiveImage image={image} alt={alt} className={styles.image} />
      )}
      <figcaption className={styles.caption}>
        <strong className={styles.name}>{partner.name}</strong>
        <span className={styles.role}>{partner.role}</span>
      </figcaption>
    </figure>
  );
}
