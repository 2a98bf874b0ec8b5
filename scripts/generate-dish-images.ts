// Draws a top-down plate illustration for every seeded dish into public/dishes/<slug>.svg.
// Offline and deterministic: colours come from the dish's ingredients, the layout from a hash of
// its slug, so re-running gives byte-identical files. Run: npx tsx scripts/generate-dish-images.ts
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DISHES, type DishSeed } from "@/lib/seed/dishes";

type Texture = "grain" | "pasta" | "smooth";
interface Look {
  base: string;
  texture: Texture;
  protein: string;
  veg: string;
}

// First matching keyword (in slug, then ingredients) wins.
const BASES: [RegExp, string, Texture][] = [
  [/jollof/, "#d9652b", "grain"],
  [/wild rice/, "#6e5a48", "grain"],
  [/brown (basmati|rice)/, "#d8c29d", "grain"],
  [/coconut milk.*rice|rice.*coconut/, "#f7f2e7", "grain"],
  [/zucchini-noodle/, "#b8cf72", "pasta"],
  [/soba/, "#9c7f5e", "pasta"],
  [/rice noodles/, "#f3e9d2", "pasta"],
  [/penne|spaghetti|macaroni|pasta/, "#f0cf78", "pasta"],
  [/grits/, "#f2d98a", "smooth"],
  [/cauliflower-mash|cauliflower mash/, "#f4efe2", "smooth"],
  [/quinoa/, "#e9d9ae", "grain"],
  [/couscous|bulgur/, "#ebd497", "grain"],
  [/barley/, "#d9c7a0", "grain"],
  [/tortilla|roti|wheat flour, split/, "#e9c27a", "smooth"],
  [/potato/, "#f2e2b1", "smooth"],
  [/rice/, "#f5f0e4", "grain"],
];
const PROTEINS: [RegExp, string][] = [
  [/butter-chicken|tikka|curry-chicken|tinga/, "#e07a38"],
  [/salmon/, "#ee8b63"],
  [/shrimp/, "#f29a6c"],
  [/cod/, "#f5eee2"],
  [/brisket|bourguignon|bulgogi|chili|flank|beef/, "#7b3f2a"],
  [/peameal|pork/, "#c9764f"],
  [/turkey/, "#9a4e33"],
  [/tofu/, "#ebd39a"],
  [/chickpea|falafel/, "#c98d3f"],
  [/lentil/, "#e2a23e"],
  [/eggplant/, "#6a3a55"],
  [/sweet potato/, "#e98b3a"],
  [/ricotta/, "#f4e6c8"],
  [/mushroom/, "#8a6e55"],
  [/chicken/, "#d9a15a"],
];
const VEGETABLES: [RegExp, string][] = [
  [/plantain/, "#e8b43e"],
  [/carrot/, "#ee8a30"],
  [/squash/, "#f0a340"],
  [/corn\b|corn salsa/, "#f2c94c"],
  [/red cabbage/, "#7b3e7a"],
  [/tomato/, "#d9472f"],
  [/red pepper/, "#d8412f"],
  [/.*/, "#5e9b48"],
];

function pick<T extends readonly [RegExp, ...unknown[]]>(table: T[], dish: DishSeed): T {
  const text = `${dish.slug} ${dish.ingredients.toLowerCase()}`;
  return table.find((row) => row[0].test(text)) ?? table[table.length - 1];
}

function lookOf(dish: DishSeed): Look {
  const [, base, texture] = pick(BASES, dish);
  const [, protein] = pick(PROTEINS, dish);
  const [, veg] = pick(VEGETABLES, dish);
  return { base, texture, protein, veg };
}

/** mulberry32 seeded with FNV-1a of the slug. */
function random(slug: string): () => number {
  let seed = 2166136261;
  for (const ch of slug) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(v).toString(16).padStart(2, "0");
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const CX = 240;
const CY = 180;
const R = 118;

/** A point inside the food circle, in the sector [from, to) (radians), between radii. */
function pointIn(rnd: () => number, from: number, to: number, rMin: number, rMax: number) {
  const a = from + rnd() * (to - from);
  const r = rMin + Math.sqrt(rnd()) * (rMax - rMin);
  return { x: r1(CX + r * Math.cos(a)), y: r1(CY + r * Math.sin(a)), a };
}

/** A pie slice of the food circle, as a bed of sauce or greens under the pieces. */
function sector(from: number, to: number, fill: string): string {
  const at = (a: number) => `${r1(CX + R * Math.cos(a))} ${r1(CY + R * Math.sin(a))}`;
  return `<path d="M${CX} ${CY} L${at(from)} A${R} ${R} 0 ${to - from > Math.PI ? 1 : 0} 1 ${at(to)} Z" fill="${fill}" opacity="0.85"/>`;
}

function draw(dish: DishSeed): string {
  const rnd = random(dish.slug);
  const look = lookOf(dish);
  const turn = rnd() * Math.PI * 2;
  const parts: string[] = [];

  for (let i = 0; i < (look.texture === "pasta" ? 26 : 70); i++) {
    const p = pointIn(rnd, 0, Math.PI * 2, 0, R - 6);
    const deg = r1((p.a * 180) / Math.PI + rnd() * 90);
    const fill = shade(look.base, i % 2 ? -0.12 : 0.25);
    parts.push(
      look.texture === "pasta"
        ? `<rect x="${p.x - 9}" y="${p.y - 3.5}" width="18" height="7" rx="3.5" fill="${fill}" transform="rotate(${deg} ${p.x} ${p.y})"/>`
        : look.texture === "grain"
          ? `<ellipse cx="${p.x}" cy="${p.y}" rx="3.6" ry="1.6" fill="${fill}" transform="rotate(${deg} ${p.x} ${p.y})"/>`
          : `<circle cx="${p.x}" cy="${p.y}" r="${r1(2 + rnd() * 3)}" fill="${fill}" opacity="0.5"/>`,
    );
  }
  const pFrom = turn;
  const pTo = turn + 2.6;
  const vFrom = pTo + 0.35;
  const vTo = vFrom + 2.2;
  parts.push(
    sector(pFrom, pTo, shade(look.protein, 0.3)),
    sector(vFrom, vTo, shade(look.veg, 0.55)),
  );
  for (let i = 0; i < 11; i++) {
    const p = pointIn(rnd, pFrom + 0.12, pTo - 0.12, 18, R - 18);
    const w = r1(22 + rnd() * 14);
    const h = r1(16 + rnd() * 10);
    const deg = r1(rnd() * 180);
    parts.push(
      `<g transform="rotate(${deg} ${p.x} ${p.y})"><rect x="${r1(p.x - w / 2)}" y="${r1(p.y - h / 2)}" width="${w}" height="${h}" rx="${r1(h / 2.4)}" fill="${look.protein}" stroke="${shade(look.protein, -0.25)}" stroke-width="1.5"/><rect x="${r1(p.x - w / 3)}" y="${r1(p.y - h / 3)}" width="${r1(w / 2)}" height="3" rx="1.5" fill="${shade(look.protein, 0.35)}"/></g>`,
    );
  }
  for (let i = 0; i < 14; i++) {
    const p = pointIn(rnd, vFrom + 0.1, vTo - 0.1, 16, R - 12);
    const size = r1(7 + rnd() * 6);
    parts.push(
      `<circle cx="${p.x}" cy="${p.y}" r="${size}" fill="${look.veg}" stroke="${shade(look.veg, -0.3)}" stroke-width="1.2"/><circle cx="${r1(p.x - size / 3)}" cy="${r1(p.y - size / 3)}" r="${r1(size / 3)}" fill="${shade(look.veg, 0.3)}"/>`,
    );
  }
  if (/\b(lemon|lime)\b/.test(dish.ingredients)) {
    const p = pointIn(rnd, vTo, vTo + 0.4, R - 34, R - 30);
    const citrus = /\blime\b/.test(dish.ingredients) ? "#9cc94a" : "#f4d03f";
    const deg = r1((p.a * 180) / Math.PI + 90);
    parts.push(
      `<g transform="rotate(${deg} ${p.x} ${p.y})"><path d="M${r1(p.x - 20)} ${p.y} A20 20 0 0 0 ${r1(p.x + 20)} ${p.y} Z" fill="${citrus}" stroke="${shade(citrus, -0.3)}" stroke-width="2"/><path d="M${r1(p.x - 14)} ${p.y} A14 14 0 0 0 ${r1(p.x + 14)} ${p.y} Z" fill="${shade(citrus, 0.45)}"/></g>`,
    );
  }
  for (let i = 0; i < 10; i++) {
    const p = pointIn(rnd, 0, Math.PI * 2, 10, R - 10);
    parts.push(
      `<ellipse cx="${p.x}" cy="${p.y}" rx="5" ry="2.4" fill="#4f8a3a" transform="rotate(${r1(rnd() * 180)} ${p.x} ${p.y})"/>`,
    );
  }
  if (dish.allergens.includes("Sesame")) {
    for (let i = 0; i < 16; i++) {
      const p = pointIn(rnd, 0, Math.PI * 2, 0, R - 12);
      parts.push(
        `<ellipse cx="${p.x}" cy="${p.y}" rx="2" ry="1.1" fill="#f7efd9" stroke="#cdbb8f" stroke-width="0.5"/>`,
      );
    }
  }
  if (dish.tags.includes("Spicy")) {
    for (let i = 0; i < 4; i++) {
      const p = pointIn(rnd, 0, Math.PI * 2, 20, R - 20);
      parts.push(
        `<circle cx="${p.x}" cy="${p.y}" r="4.5" fill="none" stroke="#c8261b" stroke-width="2.4"/>`,
      );
    }
  }

  const table = shade(look.protein, 0.82);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360" role="img" aria-label="${dish.name.replace(/&/g, "&amp;")}">
<title>${dish.name.replace(/&/g, "&amp;")}</title>
<defs><clipPath id="food-${dish.slug}"><circle cx="${CX}" cy="${CY}" r="${R}"/></clipPath></defs>
<rect width="480" height="360" fill="${table}"/>
<path d="M0 290 L480 250 L480 360 L0 360 Z" fill="${shade(table, -0.06)}"/>
<circle cx="${CX + 8}" cy="${CY + 12}" r="150" fill="#000" opacity="0.10"/>
<circle cx="${CX}" cy="${CY}" r="150" fill="#fbf8f3" stroke="#e6ddcf" stroke-width="2"/>
<circle cx="${CX}" cy="${CY}" r="${R + 14}" fill="none" stroke="#eee6da" stroke-width="3"/>
<circle cx="${CX}" cy="${CY}" r="${R}" fill="${look.base}"/>
<g clip-path="url(#food-${dish.slug})">${parts.join("")}</g>
<circle cx="${CX}" cy="${CY}" r="${R}" fill="none" stroke="${shade(look.base, -0.2)}" stroke-opacity="0.35" stroke-width="3"/>
</svg>
`;
}

const outDir = path.join(process.cwd(), "public", "dishes");
mkdirSync(outDir, { recursive: true });
for (const dish of DISHES) writeFileSync(path.join(outDir, `${dish.slug}.svg`), draw(dish));
console.log(`Wrote ${DISHES.length} dish illustrations to public/dishes/`);
