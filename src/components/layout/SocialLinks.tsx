import React from "react";
import { useTranslation } from "react-i18next";
import { settings } from "../../config/settings";
import * as styles from "./SocialLinks.module.scss";

type Network = keyof typeof settings.social;

// Simple inline glyphs: no icon font, no request.
const ICONS: Record<Network, string> = {
  facebook: "M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v10h4V14h3l1-4h-4V8.6c0-.4.2-.6.6-.6z",
  twitter: "M4 4h4.6l4.2 5.8L17.8 4H20l-6.2 7.3L21 20h-4.6l-4.6-6.3L6.3 20H4l6.8-7.9z",
  linkedin:
    "M5 9h3.6v11H5zM6.8 3.5a2.1 2.1 0 110 4.2 2.1 2.1 0 010-4.2zM10.5 9H14v1.6c.5-.9 1.7-1.9 3.6-1.9 3.8 0 4.4 2.4 4.4 5.6V20h-3.6v-5c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20h-3.6z",
  instagram:
    "M8 3h8a5 5 0 015 5v8a5 5 0 01-5 5H8a5 5 0 01-5-5V8a5 5 0 015-5zm0 2a3 3 0 00-3 3v8a3 3 0 003 3h8a3 3 0 003-3V8a3 3 0 00-3-3zm4 3.5a3.5 3.5 0 110 7 3.5 3.5 0 010-7zm0 2a1.5 1.5 0 100 3 1.5 1.5 0 000-3zM17 6a1 1 0 110 2 1 1 0 010-2z",
};

export function SocialLinks() {
  const { t } = useTranslation("common");
  return (
    <ul className={styles.list}>
      {(Object.keys(ICONS) as Network[]).map((network) => (
        <li key={network}>
          <a
            className={styles.link}
            href={settings.social[network]}
            rel="noopener noreferrer"
            aria-label={t(`footer.socialNames.${network}`)}
          >
            <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
              <path d={ICONS[network]} fill="currentColor" fillRule="evenodd" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
