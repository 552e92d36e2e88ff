import React, { type ReactNode } from "react";

interface BandProps {
  /** The heading's id, which names the region. */
  headingId: string;
  title: string;
  /** The look of the band that uses it: its CSS module's section, inner and title classes. */
  classNames: { section?: string; inner?: string; title?: string };
  children: ReactNode;
}

/** A full-width band of the partnerships page: a region named by its h2, its content inside the page's measure. */
export function Band({ headingId, title, classNames, children }: BandProps) {
  return (
    <section className={classNames.section} aria-labelledby={headingId}>
      <div className={classNames.inner}>
        <h2 id={headingId} className={classNames.title}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
