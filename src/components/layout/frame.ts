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
