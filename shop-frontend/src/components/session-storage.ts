// Session storage can be missing or throw (a locked-down browser, a full quota): the page then
// simply does not remember.

export function readSessionItem(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key`, or removes the key for null. */
export function writeSessionItem(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Not remembered; what is on the screen is unaffected.
  }
}
