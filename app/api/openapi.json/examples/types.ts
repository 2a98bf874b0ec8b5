// One example per operation: its JSON request body and its success answer. The answer is typed by
// the route's own answer type (as answer-docs.ts types the schema); tests/openapi/examples.test.ts
// checks both against the served document's schemas and fails on an operation without one.
import type { HttpMethod, OperationDocs } from "@/lib/openapi/build-document";
import type { AnswerOf } from "@/lib/openapi/answer-type";
import type { Methods, Modules } from "../answer-docs";

export interface OperationExample<A> {
  body?: unknown;
  answer?: A;
}

export type OperationExamples = {
  [P in keyof Modules]?: {
    [M in Methods<P>]?: OperationExample<AnswerOf<Modules[P][M]>>;
  };
};

/** The docs with each operation's example beside its schemas. */
export function withExamples(docs: OperationDocs, examples: OperationExamples): OperationDocs {
  const merged: OperationDocs = { ...docs };
  for (const [pattern, methods] of Object.entries(examples))
    for (const [method, example] of Object.entries(methods ?? {})) {
      const key = `${method as HttpMethod} ${pattern}` as const;
      const { body, answer } = example as OperationExample<unknown>;
      merged[key] = { ...merged[key], example: answer, bodyExample: body };
    }
  return merged;
}
