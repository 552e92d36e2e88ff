import React from "react";
import { newsItemId } from "../../metadata/newsFeed";
import { DateLabel } from "../ui/DateLabel";
import { ScheduledMarker } from "../ui/ScheduledMarker";
import * as styles from "./NewsList.module.scss";

/** A news item as its GraphQL node gives it; dateLabel is the date in the page's language. */
export type NewsItem = Pick<Queries.NewsItem, "key" | "date" | "dateLabel" | "title" | "excerpt"> &
  Partial<Pick<Queries.NewsItem, "goesLiveLabel">>;

/** The newest news items, as the home page's query returns them (newest first). The feeds link to each card's id. */
export function NewsList({ items }: { items: readonly NewsItem[] }) {
  return (
    <ol className={styles.list}>
      {items.map((item) => (
        <li key={item.key} id={newsItemId(item.key)} className={styles.item} data-news={item.key}>
          <article className={styles.card}>
            <ScheduledMarker goesLive={item.goesLiveLabel} />
            <DateLabel date={item.date} label={item.dateLabel} className={styles.date} />
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.excerpt}>{item.excerpt}</p>
          </article>
        </li>
      ))}
    </ol>
  );
}
