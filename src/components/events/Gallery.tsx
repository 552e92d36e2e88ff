import React from "react";
import type { LocaleItem } from "../../i18n/useList";
import { Icon } from "../ui/Icon";
import * as styles from "./Gallery.module.scss";

export type GalleryTile = LocaleItem<"icon" | "title" | "place">;

/** Six tiles from past events; drawn art until the photo library is licensed for the web. */
export function Gallery({ tiles }: { tiles: readonly GalleryTile[] }) {
  return (
    <ul className={styles.gallery}>
      {tiles.map((tile, i) => (
        <li key={tile.title} className={styles.item}>
          <figure className={`${styles.tile} ${styles[`art${i % 3}`] ?? ""}`}>
            <span className={styles.art} aria-hidden="true">
              <Icon name={tile.icon} size={40} />
            </span>
            <figcaption className={styles.caption}>
              <strong>{tile.title}</strong>
              <span>{tile.place}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
