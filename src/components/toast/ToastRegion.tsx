import React, { lazy, Suspense, useEffect, useState } from "react";
import { registerToastHost } from "./toastApi";

const loadHost = () => import("./ToastHost");
const ToastHost = lazy(loadHost);

/**
 * Starts loading the toasts' code (the host and react-toastify) before the first toast asks for it:
 * for a tap kept before the page hydrated, whose toast then shows as the page hydrates rather than a
 * round trip later (gatsby-browser.tsx). A failure is the first toast's to meet again.
 */
export function preloadToasts(): void {
  loadHost().catch(() => undefined);
}

/** Mounts the toast container on the first toast, so its code loads only when it is needed. */
export function ToastRegion() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => registerToastHost(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
