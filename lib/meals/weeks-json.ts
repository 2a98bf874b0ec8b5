// The Meals weeks list's answer as bytes, most of them encoded once. Of its ~49 kB, the menus'
// lines, the dishes and the add-ons (~42 kB) are the same for every customer until the chef
// changes a menu: the catalog cache hands out the same frozen arrays and dish objects, and
// packWeeks keeps its packed lines and dishes beside them. Their JSON is kept beside them too, so
// an answer encodes only the customer's own few kB and copies the rest. Encoding the whole answer
// every time (JSON.stringify, then UTF-8) and the garbage it left were a fifth of the route's time
// (docs/decisions/read-paths.md).
import type { CustomerWeeksDto } from "./dto";
import { packWeeks, type PackedCustomerWeeksDto } from "./packed-weeks";

type Piece = string | Uint8Array;

const encoded = new WeakMap<object, Uint8Array>();

/** `value`'s JSON, encoded once while `value` lives (it must not change: frozen or kept). */
function bytesOf(value: object): Uint8Array {
  let bytes = encoded.get(value);
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify(value));
    encoded.set(value, bytes);
  }
  return bytes;
}

/** `{...plain, [key]: value}` where each value's JSON is given (pieces), plain's is made here. */
function objectWith(plain: object, fields: [key: string, value: Piece[]][]): Piece[] {
  const head = JSON.stringify(plain);
  const pieces: Piece[] = [head.slice(0, -1)];
  let first = head === "{}";
  for (const [key, value] of fields) {
    pieces.push(`${first ? "" : ","}${JSON.stringify(key)}:`, ...value);
    first = false;
  }
  pieces.push("}");
  return pieces;
}

/** A record whose values are kept objects: `{"id":<bytes>,…}`. */
function recordOf(record: Record<string, object>): Piece[] {
  const pieces: Piece[] = ["{"];
  for (const [key, value] of Object.entries(record)) {
    pieces.push(`${pieces.length > 1 ? "," : ""}${JSON.stringify(key)}:`, bytesOf(value));
  }
  pieces.push("}");
  return pieces;
}

const orNull = (value: object | null): Piece[] => [value ? bytesOf(value) : "null"];

/** The same JSON as `JSON.stringify(packed)` (fields in another order), as one buffer. */
export function encodeWeeks(packed: PackedCustomerWeeksDto): Uint8Array<ArrayBuffer> {
  const { weeks, dishes, addOns, ...rest } = packed;
  const weekPieces = weeks.flatMap(({ menu, addOnMenu, ...week }, i): Piece[] => [
    i > 0 ? "," : "",
    ...objectWith(week, [
      ["menu", orNull(menu)],
      ["addOnMenu", orNull(addOnMenu)],
    ]),
  ]);
  const pieces = objectWith(rest, [
    ["weeks", ["[", ...weekPieces, "]"]],
    ["dishes", recordOf(dishes)],
    ["addOns", recordOf(addOns)],
  ]);
  return concat(pieces.map((piece) => (typeof piece === "string" ? Buffer.from(piece) : piece)));
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** GET /api/users/{userId}/orders/week/current-week's answer: the weeks packed and encoded. */
export function weeksResponse(list: CustomerWeeksDto): Response {
  return new Response(encodeWeeks(packWeeks(list)), {
    headers: { "content-type": "application/json" },
  });
}
