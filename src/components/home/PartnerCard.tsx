import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import type { LocaleItem } from "../../i18n/useList";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import * as styles from "./PartnerCard.module.scss";

export type Partner = LocaleItem<"name" | "role">;

interface PartnerCardProps {
  partner: Partner;
  image: IGatsbyImageData;
  alt: string;
}

/** One franchise: the shared stock image (one download for all six) and its caption. */
export function PartnerCard({ partner, image, alt }: PartnerCardProps) {
  return (
    <figure className={styles.card}>
      <ResponsiveImage image={image} alt={alt} className={styles.image} />
      <figcaption className={styles.caption}>
        <strong className={styles.name}>{partner.name}</strong>
        <span className={styles.role}>{partner.role}</span>
      </figcaption>
    </figure>
  );
}
