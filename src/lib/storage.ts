// localStorage can throw (privacy modes, disabled storage, quota) or be absent during SSR.
// Every read and write goes through here so a refusal never breaks a page.
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function browserStorage(): KeyValueStore | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readItem(key: string, store: KeyValueStore | undefined = browserStorage()): string | null {
  try {
    return store ? store.getItem(key) : null;
  } catch {
    return null;
  }
}

/** Returns whether the value was stored. */
export function writeItem(key: string, value: string, store: KeyValueStore | undefined = browserStorage()): boolean {
  try {
    if (!store) return false;
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
