// Deferring work until the visitor scrolls near it keeps it out of the first load.
import { useEffect, useState } from "react";

/**
 * A callback ref and whether its element has come within `margin` of the viewport. Once true it
 * stays true, so what it unlocks is never torn down again. Browsers without IntersectionObserver
 * get true at once: they just load the deferred code early.
 */
export function useNearViewport<T extends Element>(margin = "300px"): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !node) return undefined;
    if (typeof IntersectionObserver === "undefined") {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- without IntersectionObserver there is no event to wait for: load at once
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, near, margin]);
  return [setNode, near];
}
