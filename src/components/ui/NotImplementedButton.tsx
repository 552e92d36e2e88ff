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

/** The attribute every NotImplementedButton carries: what a listener finds it by in markup the build rendered (StaticHtml). */
const NOT_IMPLEMENTED_ATTRIBUTE = "data-not-implemented";

/**
 * A button for a feature the site does not offer yet: it shows requirements.md#fixed-error-texts's
 * not-implemented toast. Tapped before the page has hydrated, the tap is kept and shows the toast once
 * it has (src/inline-scripts/earlyTaps.ts). In a list the build renders and the browser never
 * hydrates (StaticHtml), its container hears it instead: useNotImplementedClicks.
 */
export function NotImplementedButton({ children, variant, className, "aria-label": label }: NotImplementedButtonProps) {
  const { t } = useTranslation("common");
  return (
    <Button
      variant={variant}
      className={className}
      aria-label={label}
      onClick={() => void notImplemented(t("toast.notImplemented"))}
      {...{ [REPLAY_ATTRIBUTE]: "", [NOT_IMPLEMENTED_ATTRIBUTE]: "" }}
    >
      {children}
    </Button>
  );
}

/** StaticHtml's onStaticClick for markup holding NotImplementedButtons: a click on one shows the toast its own handler would. */
export function useNotImplementedClicks(): (event: MouseEvent) => void {
  const { t } = useTranslation("common");
  return (event) => {
    const target = event.target as Element | null;
    if (target?.closest?.(`[${NOT_IMPLEMENTED_ATTRIBUTE}]`)) void notImplemented(t("toast.notImplemented"));
  };
}
