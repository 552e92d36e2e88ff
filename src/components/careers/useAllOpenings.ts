import { useCallback, useEffect, useRef, useState } from "react";
import { loadAllOpenings, type AllOpenings } from "../../lib/openings";

/**
 * Every opening of the language, fetched once, the first time `wanted` turns true (a visitor filters
 * a paged list). Nothing is fetched on a single page or before the first filter, so the page costs no
 * request of its own. A failure stays visible until `retry`.
 */
export function useAllOpenings(lang: string, wanted: boolean): [AllOpenings, () => void] {
  const [all, setAll] = useState<AllOpenings>({ status: "idle" });
  // A reply that arrives after the board is gone is dropped (React warns about state on unmounted components).
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!wanted || all.status !== "idle") return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the request starts here, so its loading state starts with it
    setAll({ status: "loading" });
    loadAllOpenings(lang).then(
      (openings) => mounted.current && setAll({ status: "ready", openings }),
      () => mounted.current && setAll({ status: "error" }),
    );
  }, [wanted, all.status, lang]);

  const retry = useCallback(() => setAll({ status: "idle" }), []);
  return [all, retry];
}
