import type { IGatsbyImageData } from "gatsby-plugin-image";
import React, { Component, useEffect, useRef, useState, type ReactNode } from "react";
import { NARROW_SCREEN, useMediaQuery } from "../../hooks/media";
import { useNearViewport } from "../../hooks/viewport";
import { PartnerCard, type Partner } from "./PartnerCard";
import type { CarouselLabels } from "./PartnerCarousel";
import * as styles from "./PartnerShowcase.module.scss";

// react-slick is downloaded only where and when it is used: on narrow screens, once the visitor
// scrolls near the partners, so it never weighs on the first load. Named, so its file can be told
// apart (a test refuses it: pages-home.spec.ts).
const loadCarousel = () => import(/* webpackChunkName: "partner-carousel" */ "./PartnerCarousel");
type Carousel = Awaited<ReturnType<typeof loadCarousel>>["default"];

/** Should the carousel fail as it renders, the list takes its place again: not a blank page. */
class KeepListOnError extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The partner the row shows first: the visitor may have swiped it before the carousel came (before the
 * page's scripts had run, even), and the carousel starts there rather than back at the first card.
 */
function firstShown(row: HTMLUListElement | null): number {
  const slides = row ? (Array.from(row.children) as HTMLElement[]) : [];
  if (!row || slides.length < 2) return 0;
  const step = slides[1]!.offsetLeft - slides[0]!.offsetLeft;
  return step > 0 ? Math.min(slides.length - 1, Math.max(0, Math.round(row.scrollLeft / step))) : 0;
}

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
  // The carousel, once its code is here. Until then, and for good if it never comes (offline, a
  // blocked request, a deploy that removed the chunk), the list stays untouched. Not React.lazy: its
  // Suspense fallback, or an error boundary's, would be a new copy of the list, back at its first
  // card and without the focus the visitor had put there.
  const [carousel, setCarousel] = useState<{ Carousel: Carousel; start: number } | null>(null);
  const row = useRef<HTMLUListElement>(null);
  // The row can hold focus (it is a scroll box): when the carousel replaces it, focus goes to the
  // carousel rather than dropping to the page's start. This is where to look for it.
  const focusWasIn = useRef<Element | null>(null);
  useEffect(() => {
    if (!narrow || !near || carousel) return;
    loadCarousel().then(
      ({ default: loaded }) => {
        focusWasIn.current = row.current?.contains(document.activeElement)
          ? (row.current.closest("[data-partners]")?.parentElement ?? null)
          : null;
        setCarousel({ Carousel: loaded, start: firstShown(row.current) });
      },
      // Nothing to undo: the list is still there, scrolling.
      () => undefined,
    );
  }, [narrow, near, carousel]);
  useEffect(() => {
    const place = focusWasIn.current;
    focusWasIn.current = null;
    if (!place || (document.activeElement && document.activeElement !== document.body)) return;
    // Its first control (Previous): the next Tab goes on from there as it would have from the row.
    // Scrolled to like any focus, clear of the cookie notice (scroll-padding), not left behind it.
    place.querySelector<HTMLElement>('[data-partners="carousel"] button')?.focus();
  }, [carousel]);
  const list = (
    <div className={styles.showcase} data-partners="grid" ref={observe}>
      {/* On small screens the row scrolls natively until the carousel has replaced it, and for good
          if the carousel's code never arrives. There it is a tab stop, as Chromium and Firefox make
          any scroll box, so a keyboard scrolls it in Safari too (WCAG 2.1.1). Decided after mount,
          like `narrow`, so hydration matches. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll box with nothing focusable in it needs its own tab stop for a keyboard to scroll it (axe: scrollable-region-focusable) */}
      <ul ref={row} className={styles.track} aria-label={labels.region} tabIndex={narrow ? 0 : undefined}>
        {partners.map((partner) => (
          <li key={partner.name} className={styles.slide}>
            <PartnerCard partner={partner} image={image} alt={alt} />
          </li>
        ))}
      </ul>
      <div className={styles.controlsSpace} aria-hidden="true" />
    </div>
  );
  if (!narrow || !carousel) return list;
  const { Carousel, start } = carousel;
  return (
    <KeepListOnError fallback={list}>
      <Carousel partners={partners} image={image} alt={alt} labels={labels} start={start} />
    </KeepListOnError>
  );
}
