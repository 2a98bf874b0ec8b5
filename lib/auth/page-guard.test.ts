// Every page under app/admin and app/customer starts with its guard (page-guard.ts), read from
// the file tree so a new page cannot forget it: a page that trusted its layout's check would read
// and stream its data while the layout, rendered in parallel, was still refusing the caller.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const APP = fileURLToPath(new URL("../../app/", import.meta.url));

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    return /^page\.(tsx|ts|jsx|js)$/.test(entry.name) ? [path.relative(APP, full)] : [];
  });
}

describe.each([
  ["admin", "adminPage", 9],
  ["customer", "customerPage", 5],
])("every page under app/%s", (area, guard, atLeast) => {
  const files = pageFiles(path.join(APP, area));

  it(`is found (at least ${atLeast})`, () => {
    expect(files.length).toBeGreaterThanOrEqual(atLeast);
  });

  it.each(files)(`%s is the default export of ${guard}(…)`, (file) => {
    const source = readFileSync(path.join(APP, file), "utf8");
    expect(source).toMatch(
      new RegExp(`^import \\{ ${guard} \\} from "@/lib/auth/page-guard";$`, "m"),
    );
    expect(source.match(/^export default /gm)).toEqual(["export default "]);
    expect(source).toMatch(new RegExp(`^export default ${guard}\\(`, "m"));
  });
});
