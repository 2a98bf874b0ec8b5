// "Now" for a server component or layout (see request-now.ts for the test override).
import { cookies } from "next/headers";
import { nowFromOverride, TEST_NOW_COOKIE } from "./request-now";

export async function serverNow(): Promise<Date> {
  const jar = await cookies();
  return nowFromOverride(jar.get(TEST_NOW_COOKIE)?.value);
}
