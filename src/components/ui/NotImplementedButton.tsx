import React, { type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { REPLAY_ATTRIBUTE } from "../../inline-scripts/earlyTaps";
import { notImplemented } from "../toast/toastApi";
import { Button, type ButtonVariant } from "./Button";

interface NotImplementedButtonProps {
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
  /** For one of several same-worded buttons ("View details"): which item it is about. */
  "aria-label"?: string;
}

/**
 * A button for a feature the site does not offer yet: it shows requirements.md#fixed-error-texts's
 * not-implemented toast. Tapped before the page has hydrated, the tap is kept and shows the toast once
 * it has (src/inline-scripts/earlyTaps.ts).
 */
export function NotImplementedButton({ children, variant, className, "aria-label": label }: NotImplementedButtonProps) {
  const { t } = useTranslation("common");
  return (
    <Button
      variant={variant}
      className={className}
      aria-label={label}
      onClick={() => void notImplemented(t("toast.notImplemented"))}
      {...{ [REPLAY_ATTRIBUTE]: "" }}
    >
      {children}
    </Button>
  );
}
