import React, { lazy, Suspense, useEffect, useState } from "react";
import { registerToastHost } from "./toastApi";

const ToastHost = lazy(() => import("./ToastHost"));

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
