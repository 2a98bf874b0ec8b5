// The session marker announces itself in its own tab (the `storage` event reaches only the
// others), so a header already on screen learns that this tab just signed up or out.
import { clearTokens, getToken, SESSION_MARKER_EVENT, setToken } from "./storage";

const values = new Map<string, string>();
const localStorage = {
  getItem: (key: string) => values.get(key) ?? null,
  setItem: (key: string, value: string) => void values.set(key, value),
  removeItem: (key: string) => void values.delete(key),
};
const tab = Object.assign(new EventTarget(), { localStorage });

beforeAll(() => {
  Object.defineProperty(globalThis, "window", { value: tab, configurable: true });
});
afterAll(() => {
  Reflect.deleteProperty(globalThis, "window");
});

test("setting and clearing the marker each fire the event in this tab, after the change", () => {
  const seen: (string | null)[] = [];
  const listener = () => seen.push(getToken());
  tab.addEventListener(SESSION_MARKER_EVENT, listener);
  setToken("web-session");
  clearTokens();
  tab.removeEventListener(SESSION_MARKER_EVENT, listener);
  expect(seen).toEqual(["web-session", null]);
});
