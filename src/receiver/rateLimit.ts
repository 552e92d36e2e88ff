// The Node server's own rate limit (the hosts have theirs: docs/forms.md): one delivered submission
// per visitor and form per cooldown, kept in memory, so a restart forgets it.

/** Gives the slot back: a submission that was not delivered does not count. */
export type Release = () => void;
/** A slot for this key, or undefined while the key is still cooling down. */
export type Limiter = (key: string, cooldownMs: number) => Promise<Release | undefined>;

export function memoryLimiter(now: () => number = Date.now, maxKeys = 10_000): Limiter {
  const until = new Map<string, number>();
  return async (key, cooldownMs) => {
    const time = now();
    if ((until.get(key) ?? 0) > time) return undefined;
    // Expired entries go first when the map is full, so a flood of addresses cannot grow it without end.
    if (until.size >= maxKeys) for (const [k, t] of until) if (t <= time) until.delete(k);
    if (until.size >= maxKeys) until.delete(until.keys().next().value as string);
    until.set(key, time + cooldownMs);
    return () => {
      if (until.get(key) === time + cooldownMs) until.delete(key);
    };
  };
}

/**
 * The ceiling per form for all visitors together (forms.rateCeilingPerMinute, FORM_RATE_CEILING):
 * at most `perMinute` deliveries in any 60 seconds, so a flood from many addresses can never fill an
 * inbox. Kept in memory, per process or warm instance, as the limit per visitor.
 */
export function ceilingLimiter(perMinute: number, now: () => number = Date.now): (form: string) => Release | undefined {
  const times = new Map<string, number[]>();
  return (form) => {
    const time = now();
    const recent = (times.get(form) ?? []).filter((t) => t > time - 60_000);
    times.set(form, recent);
    if (recent.length >= perMinute) return undefined;
    recent.push(time);
    return () => {
      const at = recent.indexOf(time);
      if (at >= 0) recent.splice(at, 1);
    };
  };
}

/** FORM_RATE_CEILING: a whole number of deliveries a minute per form; the site's default when unset. */
export function rateCeiling(setting: string | undefined, fallback: number): number {
  if (setting === undefined || setting.trim() === "") return fallback;
  const value = Number(setting);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`FORM_RATE_CEILING should be a whole number of deliveries a minute per form, 1 or more, not "${setting}"`);
  return value;
}

/**
 * The submission ids already delivered (or being delivered), so the visitor's retry of a submission
 * that did arrive sends nothing twice. In memory: per Node process, per warm Netlify instance, per
 * Cloudflare isolate (docs/forms.md says what that means on each host).
 */
export interface Deliveries {
  /** The delivery under way or done for this id, if any. */
  get(id: string): Promise<void> | undefined;
  /** Remembers a delivery under way; a failed one is forgotten, so the retry sends again. */
  track(id: string, delivery: Promise<void>): void;
}

export function memoryDeliveries(maxIds = 10_000): Deliveries {
  const ids = new Map<string, Promise<void>>();
  return {
    get: (id) => ids.get(id),
    track(id, delivery) {
      // The oldest go first when full: a retry comes within minutes, not after ten thousand others.
      if (ids.size >= maxIds) ids.delete(ids.keys().next().value as string);
      ids.set(id, delivery);
      delivery.catch(() => {
        if (ids.get(id) === delivery) ids.delete(id);
      });
    },
  };
}
