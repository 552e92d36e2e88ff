// requirements.md#validation rate limit per browser: by the last submission time kept in local storage.

/**
 * The stored time (milliseconds since the epoch, written as a string), or undefined when it cannot
 * be read as one: a missing, empty, garbled or out-of-range value.
 */
export function parseStoredTime(raw: string | null | undefined): number | undefined {
  if (typeof raw !== "string") return undefined;
  const text = raw.trim();
  if (!/^\d{1,16}$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}

/**
 * Limited while 0 <= now - last < cooldown: at `cooldown - 1` ms it is still blocked, at exactly
 * `cooldown` ms it is allowed again. An unreadable or future stored time never locks anyone out.
 */
export function isRateLimited(lastRaw: string | null | undefined, now: number, cooldownMs: number): boolean {
  const last = parseStoredTime(lastRaw);
  if (last === undefined || !Number.isFinite(now)) return false;
  const elapsed = now - last;
  return elapsed >= 0 && elapsed < cooldownMs;
}
