// Lists every API route from the file tree (app/api/**/route.ts) with the methods it exports.
// next.config.js bakes the list into the build (the proxy answers 405 with Allow from it) and
// the attack suite uses it to find every route, so a new route is covered without edits.
const { readdirSync, readFileSync } = require("node:fs");
const path = require("node:path");

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

function exportedMethods(source) {
  const found = new Set();
  const direct =
    /export\s+(?:const|let|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g;
  for (const match of source.matchAll(direct)) found.add(match[1]);
  for (const block of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of block[1].split(",")) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (METHODS.includes(name)) found.add(name);
    }
  }
  return METHODS.filter((m) => found.has(m));
}

/** [{ pattern: "/api/users/[userId]", file, methods }] for every route file under app/api. */
function scanApiRoutes(root = path.resolve(__dirname, "..")) {
  const base = path.join(root, "app", "api");
  const routes = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "route.ts") {
        const rel = path.relative(base, dir).split(path.sep).filter(Boolean);
        // Route groups "(name)" do not appear in the URL.
        const segments = rel.filter((s) => !/^\(.*\)$/.test(s));
        routes.push({
          pattern: ["/api", ...segments].join("/"),
          file: path.relative(root, full).split(path.sep).join("/"),
          methods: exportedMethods(readFileSync(full, "utf8")),
        });
      }
    }
  };
  walk(base);
  return routes.sort((a, b) => a.pattern.localeCompare(b.pattern));
}

module.exports = { scanApiRoutes, exportedMethods };
