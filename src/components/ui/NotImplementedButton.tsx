import React, { type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { notImplemented } from "../../toast/toastApi";
import { Button, type ButtonVariant } from "./Button";

/** A button for a feature the site does not offer yet: it shows §8's not-implemented toast. */
export function NotImplementedButton({ children, variant, className }: { children: ReactNode; variant?: ButtonVariant; className?: string }) {
  const { t } = useTranslation("common");
  return (
    <Button variant={variant} className={className} onClick={() => void notImplemented(t("toast.notImplemented"))}>
      {children}
    </Button>
  );
}
