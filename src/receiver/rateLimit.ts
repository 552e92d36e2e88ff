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
