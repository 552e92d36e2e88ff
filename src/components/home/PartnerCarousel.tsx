import type { IGatsbyImageData } from "gatsby-plugin-image";
import React, { useRef, useState } from "react";
import Slider, { type Settings } from "react-slick";
import { settings } from "../../config/settings";
import { REDUCED_MOTION, SMALL_TABLET, useMediaQuery } from "../../hooks/media";
import { Icon } from "../ui/Icon";
import { PartnerCard, type Partner } from "./PartnerCard";
import * as styles from "./PartnerCarousel.module.scss";

export interface CarouselLabels {
  region: string;
  /** What screen readers call the carousel and its slides (aria-roledescription), translated. */
  carouselRole: string;
  slideRole: string;
  previous: string;
  next: string;
  /** "{index} of {count}", already translated. */
  position: (index: number, count: number) => string;
}

/** What react-slick's inner slider holds about the slide it shows (its types declare none of it). */
interface SliderState {
  state?: { currentSlide: number; animating: boolean };
}

interface PartnerCarouselProps {
  partners: readonly Partner[];
  image: IGatsbyImageData;
  alt: string;
  labels: CarouselLabels;
  /** The slide to start on: the one the partner row it replaces was scrolled to. */
  start?: number;
}

/** The small-screen partner carousel (requirements.md#pages, requirements.md#constants): loops, aligns slides to the start, never moves by itself. */
export default function PartnerCarousel({ partners, image, alt, labels, start = 0 }: PartnerCarouselProps) {
  const slider = useRef<Slider>(null);
  const [current, setCurrent] = useState(start);
  // react-slick applies `responsive` only after a resize, so the slide count is decided here.
  const perView = useMediaQuery(SMALL_TABLET, { clientOnly: true }) ? 2 : 1;
  const reducedMotion = useMediaQuery(REDUCED_MOTION, { clientOnly: true });
  const options: Settings = {
    arrows: false,
    dots: false,
    infinite: settings.carousel.loop,
    centerMode: settings.carousel.align !== "start",
    slidesToShow: perView,
    slidesToScroll: 1,
    initialSlide: start,
    speed: reducedMotion ? 0 : 350,
    // Every press counts, even during the move the previous one started (react-slick drops it otherwise).
    waitForAnimate: false,
    autoplay: false,
    // The position follows the slide being moved to as the move starts: react-slick drops afterChange
    // when its list resizes during the move (its ResizeObserver fires once as it mounts), which left
    // "1 of 6" on screen and unannounced after a quick first press of Next.
    beforeChange: (_from, to) => setCurrent(to),
    // When the list resizes just after a move starts, react-slick sometimes keeps the move's target
    // but shows the slide it left again: "2 of 6" over the first card, in 7 of 80 moves on a busy CPU
    // (pages-home.spec.ts). Its every update ends here, so the slide shown is put back on the one the
    // position says, without a second animation.
    onReInit: () => {
      const shown = (slider.current?.innerSlider as SliderState | undefined)?.state;
      if (shown && !shown.animating && shown.currentSlide !== current) slider.current?.slickGoTo(current, true);
    },
  };
  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription={labels.carouselRole}
      aria-label={labels.region}
      data-partners="carousel"
    >
      <Slider key={perView} ref={slider} className={styles.slider} {...options}>
        {partners.map((partner, i) => (
          <div
            key={partner.name}
            className={styles.slide}
            role="group"
            aria-roledescription={labels.slideRole}
            aria-label={labels.position(i + 1, partners.length)}
          >
            <PartnerCard partner={partner} image={image} alt={alt} />
          </div>
        ))}
      </Slider>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} onClick={() => slider.current?.slickPrev()} aria-label={labels.previous}>
          <Icon name="chevronLeft" />
        </button>
        <p className={styles.position} aria-live="polite" aria-atomic="true">
          {labels.position(current + 1, partners.length)}
        </p>
        <button type="button" className={styles.arrow} onClick={() => slider.current?.slickNext()} aria-label={labels.next}>
          <Icon name="chevronRight" />
        </button>
      </div>
    </div>
  );
}
