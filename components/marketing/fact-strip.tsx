import { Container } from "@/components/ui/container";

const FACTS = [
  { value: "~14 oz", label: "generous single portions" },
  { value: "350–650", label: "calories per meal" },
  { value: "2½ min", label: "in the microwave" },
  { value: "4–5 days", label: "fresh in your fridge" },
];

export function FactStrip() {
  return (
    <section aria-label="Meal facts" className="border-y border-forest-900/10 bg-cream-50">
      <Container width="xl">
        <dl className="grid grid-cols-2 divide-forest-900/10 py-8 sm:grid-cols-4 sm:divide-x">
          {FACTS.map((fact) => (
            <div
              key={fact.label}
              className="flex flex-col-reverse items-center px-2 py-3 sm:px-4 text-center"
            >
              <dt className="mt-1 text-sm text-muted">{fact.label}</dt>
              <dd className="font-display text-2xl font-semibold sm:text-3xl text-forest-900 tabular-nums">
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
