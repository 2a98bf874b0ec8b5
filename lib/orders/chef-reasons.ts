// Why the chef chose a dish for a customer (lib/rollover/chef-ranking.ts decides it), and how the
// chef's-selection mail says it. Here, below the rollover, so the mail's composer can use it.

export type ChefReason =
  { kind: "rated"; stars: number } | { kind: "chosen"; times: number } | { kind: "popular" };

const TIMES = ["", "once", "twice"];

/** How the chef's-selection mail says why: "you rated it 5 stars", "you chose it twice". */
export function reasonWords(reason: ChefReason): string {
  switch (reason.kind) {
    case "rated":
      return `you rated it ${reason.stars} stars`;
    case "chosen":
      return `you chose it ${TIMES[reason.times] ?? `${reason.times} times`}`;
    default:
      return "popular this week";
  }
}
