import React from "react";
import { ICON_PATHS } from "../../config/icons";

interface IconProps {
  name: string;
  className?: string;
  size?: number;
}

/** Decorative: the text beside it carries the meaning, so it is hidden from assistive technology. */
export function Icon({ name, className, size = 24 }: IconProps) {
  const paths = ICON_PATHS[name] ?? ICON_PATHS.sparkles!;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
