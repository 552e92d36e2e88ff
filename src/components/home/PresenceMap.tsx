import React from "react";
import type { LocaleItem } from "../../i18n/useList";
import * as styles from "./PresenceMap.module.scss";

/** A market as the home page's locale list names it: its id places its pin (PIN_COORDINATES), the legend shows the rest. */
export type Region = LocaleItem<"id" | "name" | "detail">;

// A dot map of the Americas and Western Europe, 4° per dot, from 56° N and 128° W.
// Each row lists the runs of land columns [from, to]; it is a drawing, not geodata.
const LAND: [number, number][][] = [
  [
    [0, 10],
    [12, 16],
    [29, 37],
  ],
  [
    [0, 18],
    [31, 37],
  ],
  [
    [1, 16],
    [31, 37],
  ],
  [
    [1, 14],
    [29, 37],
  ],
  [
    [1, 13],
    [29, 31],
    [35, 37],
  ],
  [
    [2, 12],
    [29, 37],
  ],
  [
    [3, 11],
    [29, 37],
  ],
  [
    [3, 7],
    [11, 11],
    [28, 37],
  ],
  [
    [5, 7],
    [9, 9],
    [11, 12],
    [27, 37],
  ],
  [
    [6, 10],
    [13, 15],
    [28, 37],
  ],
  [
    [9, 10],
    [14, 14],
    [27, 37],
  ],
  [
    [10, 16],
    [28, 37],
  ],
  [
    [12, 19],
    [29, 37],
  ],
  [
    [12, 19],
    [34, 37],
  ],
  [
    [12, 22],
    [34, 37],
  ],
  [
    [12, 23],
    [35, 37],
  ],
  [
    [12, 23],
    [35, 37],
  ],
  [
    [13, 22],
    [35, 37],
  ],
  [
    [13, 22],
    [34, 37],
  ],
  [
    [14, 21],
    [35, 37],
  ],
  [
    [14, 19],
    [35, 37],
  ],
  [
    [14, 19],
    [36, 37],
  ],
  [
    [14, 18],
    [36, 37],
  ],
  [[13, 17]],
  [[13, 16]],
  [[13, 15]],
  [[13, 14]],
  [[14, 15]],
];
const STEP = 10;
const COLUMNS = 38;
const toX = (lon: number) => ((lon + 128) / 4) * STEP;
const toY = (lat: number) => ((56 - lat) / 4) * STEP;

/** Where each region's pin goes: Sheridan, Mexico City, Bogotá, Madrid. */
export const PIN_COORDINATES: Record<string, { lat: number; lon: number }> = {
  us: { lat: 44.8, lon: -106.96 },
  mx: { lat: 19.43, lon: -99.13 },
  latam: { lat: 4.71, lon: -74.07 },
  es: { lat: 40.42, lon: -3.7 },
};

/**
 * Every land dot in one path: each is a zero-length segment that the round line cap draws as a
 * disc. One element instead of ~390 circles keeps the home page's hydration short.
 */
const LAND_DOTS = LAND.flatMap((runs, row) =>
  runs.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => `M${(from + i) * STEP + STEP / 2} ${row * STEP + STEP / 2}h0`),
  ),
).join("");

interface PresenceMapProps {
  label: string;
  regions: readonly Region[];
}

export function PresenceMap({ label, regions }: PresenceMapProps) {
  return (
    <svg className={styles.map} viewBox={`0 0 ${COLUMNS * STEP} ${LAND.length * STEP}`} role="img" aria-label={label}>
      <path className={styles.land} d={LAND_DOTS} />
      {regions.map((region, i) => {
        const at = PIN_COORDINATES[region.id];
        if (!at) return null;
        const x = toX(at.lon);
        const y = toY(at.lat);
        return (
          <g key={region.id}>
            <circle className={styles.ring} cx={x} cy={y} r={11} />
            <circle className={styles.dot} cx={x} cy={y} r={7} />
            <text x={x} y={y} dy="0.35em" textAnchor="middle" fontSize={9} className={styles.number}>
              {i + 1}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
