import type { PageProps } from "gatsby";
import React from "react";
import type { RouteKey } from "../../i18n/routes";
import type { SitePageContext } from "../../types/pageContext";
import type { Lang } from "../../i18n/languages";

/** What every page component takes from its page's context: its language and where the page is in each language. */
export interface PageFrame {
  lang: Lang;
  alternates: Record<Lang, string>;
}

/** The site frame (header, footer) also knows which page it is on, to mark it in the menus. */
export interface FrameProps extends PageFrame {
  current: RouteKey | null;
}

/** A template hands its page component the frame props straight from the page's context. */
export const pageFrame = ({ language, alternates }: SitePageContext): PageFrame => ({ lang: language, alternates });

/**
 * A slug-map page's template (the default export of src/templates/<page>.tsx): its page component,
 * handed the frame and what `propsOf` takes from the page's query data and context.
 */
export function pageTemplate<Data, Props extends PageFrame>(
  Page: React.ComponentType<Props>,
  propsOf: (data: Data, pageContext: SitePageContext) => Omit<Props, keyof PageFrame>,
): (props: PageProps<Data, SitePageContext>) => React.ReactElement {
  return function Template({ data, pageContext }) {
    return React.createElement(Page, { ...pageFrame(pageContext), ...propsOf(data, pageContext) } as Props);
  };
}
