import React from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "./Icon";
import * as styles from "./ScheduledMarker.module.scss";

/**
 * "Scheduled: goes live Mon 12 Jan, 09:00 MST" on an entry that is not public yet. Only a private
 * preview (or `npm run cms`) builds such an entry (src/node/schedule/privatePreviews.ts); `goesLive`
 * is the time as the build wrote it in the page's language (the node's goesLiveLabel), so the server's
 * and the browser's text agree.
 */
export function ScheduledMarker({ goesLive, className }: { goesLive: string | null | undefined; className?: string }) {
  const { t } = useTranslation("common");
  if (!goesLive) return null;
  return (
    <p className={[styles.marker, className].filter(Boolean).join(" ")} data-scheduled>
      <Icon name="calendar" size={16} />
      <span>{t("schedule.marker", { time: goesLive })}</span>
    </p>
  );
}
