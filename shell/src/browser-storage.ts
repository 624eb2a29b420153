// localStorage and sessionStorage may be missing or throw (blocked cookies, private modes, quota):
// the layout then simply forgets, it never breaks.

type Area = 'local' | 'session';

function area(name: Area): Storage | null {
  try {
    return name === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(name: Area, key: string): string | null {
  try {
    return area(name)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(name: Area, key: string, value: string): void {
  try {
    area(name)?.setItem(key, value);
  } catch {
    // Not stored: the choice still holds for this page.
  }
}
