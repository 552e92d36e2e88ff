import React from "react";
import type { LocaleItem } from "../../i18n/useList";
import { Icon } from "../ui/Icon";
import { ResponsiveImage, type PageImage } from "../ui/ResponsiveImage";
import * as styles from "./Gallery.module.scss";

export type GalleryTile = LocaleItem<"icon" | "title" | "place"> & {
  /** Its photo, where an editor uploaded one. */
  readonly photo: PageImage | undefined;
};

/**
 * Six tiles from past events: a photo where an editor uploaded one, drawn art where not. A photo
 * fills its tile, whose size the grid sets, so a tile looks the same size either way and nothing
 * moves as the photo arrives; the caption sits on a dark band, readable over any photo.
 */
export function Gallery({ tiles }: { tiles: readonly GalleryTile[] }) {
  return (
    <ul className={styles.gallery}>
      {tiles.map((tile, i) => (
        <li key={tile.title} className={styles.item}>
          <figure className={`${styles.tile} ${tile.photo ? styles.withPhoto : (styles[`art${i % 3}`] ?? "")}`}>
            {tile.photo ? (
              <ResponsiveImage image={tile.photo.image} alt={tile.photo.alt} className={styles.photo} />
            ) : (
              <span className={styles.art} aria-hidden="true">
                <Icon name={tile.icon} size={40} />
              </span>
            )}
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
