// The JSON a route handler's answer becomes, as a type: the answer schemas in the document are
// typed by it (app/api/openapi.json/operation-docs.ts), so a route whose answer changes shape
// fails the typecheck until its documented schema follows.
import type { WrappedRoute } from "@/lib/api/route";

/** What JSON.stringify makes of a value: Dates as ISO strings, functions and undefined gone. */
export type Json<T> = T extends Date
  ? string
  : T extends string | number | boolean | null
    ? T
    : T extends readonly (infer U)[]
      ? Json<U>[]
      : T extends object
        ? { [K in keyof T as T[K] extends (...args: never[]) => unknown ? never : K]: Json<T[K]> }
        : T;

/**
 * A wrapped handler's success body: its return value as JSON; nothing returned is `{ ok: true }`.
 * A handler that builds its own Response (a status other than 200, cookies) says nothing about its
 * body here: `unknown`, and its schema is typed by the service function that makes the body.
 */
export type AnswerOf<H> =
  H extends WrappedRoute<infer R>
    ? [Exclude<Awaited<R>, Response>] extends [never]
      ? unknown
      : [Exclude<Awaited<R>, Response>] extends [undefined | void]
        ? { ok: true }
        : Json<Exclude<Awaited<R>, Response | undefined | void>>
    : unknown;
