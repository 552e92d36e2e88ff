import type { IGatsbyImageData } from "gatsby-plugin-image";
import React, { lazy, Suspense } from "react";
import { NARROW_SCREEN, useMediaQuery } from "../../hooks/media";
import { useNearViewport } from "../../hooks/viewport";
import { PartnerCard, type Partner } from "./PartnerCard";
import type { CarouselLabels } from "./PartnerCarousel";
import * as styles from "./PartnerShowcase.module.scss";

// react-slick is downloaded only where and when it is used: on narrow screens, once the visitor
// scrolls near the partners, so it never weighs on the first load.
const PartnerCarousel = lazy(() => import("./PartnerCarousel"));

interface PartnerShowcaseProps {
  partners: readonly Partner[];
  image: IGatsbyImageData;
  alt: string;
  labels: CarouselLabels;
}

/**
 * requirements.md#pages: a grid on wide screens, a looping carousel on small ones. The prerendered list is styled by
 * CSS to look exactly like the carousel's first frame below 768 px, so swapping it in shifts nothing.
 */
export function PartnerShowcase({ partners, image, alt, labels }: PartnerShowcaseProps) {
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [observe, near] = useNearViewport<HTMLDivElement>();
  const list = (
    <div className={styles.showcase} data-partners="grid" ref={observe}>
      {/* Without JavaScript, or before it runs, the row scrolls natively on small screens. Once this
          component runs there, the carousel is on its way (it loads as the row comes near), so the row
          stops scrolling: no scroll box for the keyboard to land in that the carousel then removes. */}
      <ul className={narrow ? `${styles.track} ${styles.awaitingCarousel}` : styles.track} aria-label={labels.region}>
        {partners.map((partner) => (
          <li key={partner.name} className={styles.slide}>
            <PartnerCard partner={partner} image={image} alt={alt} />
          </li>
        ))}
      </ul>
      <div className={styles.controlsSpace} aria-hidden="true" />
    </div>
  );
  if (!narrow || !near) return list;
  return (
    <Suspense fallback={list}>
      <PartnerCarousel partners={partners} image={image} alt={alt} labels={labels} />
    </Suspense>
  );
}
