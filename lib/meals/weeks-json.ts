// The Meals weeks list's answer as bytes, most of them encoded once. Of its ~49 kB, the menus'
// lines, the dishes and the add-ons (~42 kB) are the same for every customer until the chef
// changes a menu: the catalog cache hands out the same frozen arrays and dish objects, and
// packWeeks keeps its packed lines and dishes beside them. Their JSON is kept beside them too, so
// an answer encodes only the customer's own few kB and copies the rest. Encoding the whole answer
// every time (JSON.stringify, then UTF-8) and the garbage it left were a fifth of the route's time
// (docs/decisions/read-paths.md).
import { Buffer } from "node:buffer";
import type { CustomerWeeksDto } from "./dto";
import { keptBeside, packWeeks, type PackedCustomerWeeksDto } from "./packed-weeks";

const utf8 = (text: string): Uint8Array => Buffer.from(text, "utf8");
const encoded = new WeakMap<object, Uint8Array>();
const encodedEntries = new WeakMap<object, Uint8Array>();

/** `value`'s JSON, encoded once while `value` lives (it must not change: frozen or kept). */
const bytesOf = (value: object): Uint8Array =>
  keptBeside(encoded, value, () => utf8(JSON.stringify(value)));

/** `,"key":<value's JSON>`, encoded once while `value` lives (a record's key is its value's id). */
const entryBytesOf = (key: string, value: object): Uint8Array =>
  keptBeside(encodedEntries, value, () => utf8(`,${JSON.stringify(key)}:${JSON.stringify(value)}`));

/** JSON written as text and kept bytes, in order; the text between bytes is encoded in one go. */
class JsonWriter {
  private readonly parts: Uint8Array[] = [];
  private text = "";
  /** For each object left open: whether it has no field yet. */
  private readonly opened: boolean[] = [];

  write(piece: string | Uint8Array): this {
    if (typeof piece === "string") {
      this.text += piece;
    } else {
      this.flush();
      this.parts.push(piece);
    }
    return this;
  }

  /** `{...plain, …` left open for more fields (`field`), then `close()`. */
  open(plain: object): this {
    const json = JSON.stringify(plain);
    this.opened.push(json === "{}");
    return this.write(json.slice(0, -1));
  }

  field(key: string): this {
    const first = this.opened[this.opened.length - 1];
    this.opened[this.opened.length - 1] = false;
    return this.write(`${first ? "" : ","}${JSON.stringify(key)}:`);
  }

  close(): this {
    this.opened.pop();
    return this.write("}");
  }

  /** A record of kept objects, each by its id: `{"id":<bytes>,…}`. */
  record(record: Record<string, object>): this {
    this.write("{");
    Object.entries(record).forEach(([key, value], i) => {
      const entry = entryBytesOf(key, value);
      this.write(i === 0 ? entry.subarray(1) : entry);
    });
    return this.write("}");
  }

  keptOrNull(value: object | null): this {
    return this.write(value ? bytesOf(value) : "null");
  }

  bytes(): Uint8Array<ArrayBuffer> {
    this.flush();
    // Not from Buffer's shared pool, and not zero-filled: every byte is written below.
    const out = new Uint8Array(
      Buffer.allocUnsafeSlow(this.parts.reduce((length, part) => length + part.length, 0)).buffer,
    );
    let at = 0;
    for (const part of this.parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  }

  private flush() {
    if (this.text) this.parts.push(utf8(this.text));
    this.text = "";
  }
}

/** The same JSON as `JSON.stringify(packed)` (fields in another order), as one buffer. */
export function encodeWeeks(packed: PackedCustomerWeeksDto): Uint8Array<ArrayBuffer> {
  const { weeks, dishes, addOns, ...rest } = packed;
  const json = new JsonWriter().open(rest).field("weeks").write("[");
  weeks.forEach(({ menu, addOnMenu, ...week }, i) => {
    if (i > 0) json.write(",");
    json.open(week).field("menu").keptOrNull(menu).field("addOnMenu").keptOrNull(addOnMenu).close();
  });
  json.write("]").field("dishes").record(dishes).field("addOns").record(addOns);
  return json.close().bytes();
}

/** GET /api/users/{userId}/orders/week/current-week's answer: the weeks packed and encoded. */
export function weeksResponse(list: CustomerWeeksDto): Response {
  return new Response(encodeWeeks(packWeeks(list)), {
    headers: { "content-type": "application/json" },
  });
}
