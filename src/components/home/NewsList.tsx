import React from "react";
import { newsItemId } from "../../metadata/newsFeed";
import { DateLabel } from "../ui/DateLabel";
import { ScheduledMarker } from "../ui/ScheduledMarker";
import { StaticHtml } from "../ui/StaticHtml";
import * as styles from "./NewsList.module.scss";

/** A news item as its GraphQL node gives it; dateLabel is the date in the page's language. */
export type NewsItem = Pick<Queries.NewsItem, "key" | "date" | "dateLabel" | "title" | "excerpt"> &
  Partial<Pick<Queries.NewsItem, "goesLiveLabel">>;

interface NewsListProps {
  items: readonly NewsItem[];
  /**
   * The list's id on a built page: the browser then keeps the build's markup and hydrates none of
   * the cards (StaticHtml), which have nothing to do there. Without it (the content manager's
   * preview) the list renders as any component.
   */
  id?: string;
}

/** News items, newest first, as the page's query returns them. The feeds link to each card's id. */
export function NewsList({ items, id }: NewsListProps) {
  const cards = () => <NewsCards items={items} />;
  if (id === undefined) return <ol className={styles.list}>{cards()}</ol>;
  return <StaticHtml id={id} as="ol" className={styles.list} render={cards} />;
}

function NewsCards({ items }: { items: readonly NewsItem[] }) {
  return (
    <>
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
    </>
  );
}
