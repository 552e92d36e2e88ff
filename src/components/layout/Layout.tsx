import React, { type ReactNode } from "react";
import { ToastRegion } from "../toast/ToastRegion";
import { CookieBanner } from "./CookieBanner";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { SkipLink, type SkipTarget } from "./SkipLink";
import type { FrameProps } from "./frame";
import * as styles from "./Layout.module.scss";

interface LayoutProps extends FrameProps {
  children: ReactNode;
  /** Further skip links after the one to the main content: a long page's parts a keyboard user wants first (its list's pages). */
  skipLinks?: readonly SkipTarget[];
}

/** The frame every page shares (requirements.md#shared-frame): skip link, fixed header, main, footer, cookie banner, toasts. */
export function Layout({ lang, current, alternates, children, skipLinks = [] }: LayoutProps) {
  return (
    <>
      <SkipLink more={skipLinks} />
      <Header lang={lang} current={current} alternates={alternates} />
      {/* tabIndex lets the skip link move focus into main, not only scroll to it. */}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer lang={lang} current={current} alternates={alternates} />
      <CookieBanner lang={lang} />
      <ToastRegion />
    </>
  );
}
