import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { CalendarIcon, ClipboardIcon, FlameIcon, TruckIcon } from "@/components/ui/icons";
import { SectionHeading } from "./section-heading";

const STEPS: { title: string; body: ReactNode; icon: ReactNode }[] = [
  {
    title: "Pick a plan",
    body: "Choose how many meals you want each week. Change it, skip a week or pause whenever you like.",
    icon: <ClipboardIcon className="size-6" />,
  },
  {
    title: "Choose your meals",
    body: (
      <>
        Pick from this week&rsquo;s chef-cooked menu by{" "}
        <strong className="font-semibold text-forest-950">Wednesday at 11:59 PM</strong> for the
        following week.
      </>
    ),
    icon: <CalendarIcon className="size-6" />,
  },
  {
    title: "We deliver",
    body: (
      <>
        Your meals arrive fresh and chilled on{" "}
        <strong className="font-semibold text-forest-950">Monday or Thursday</strong>, or split
        across both.
      </>
    ),
    icon: <TruckIcon className="size-6" />,
  },
  {
    title: "Heat & eat",
    body: "Pop a meal in the microwave or oven and sit down to a proper dinner in minutes.",
    icon: <FlameIcon className="size-6" />,
  },
];

const HEATING = [
  { label: "Microwave", value: "2 min 30 s" },
  { label: "Oven", value: "12 min at 350°F" },
  { label: "Best within", value: "4–5 days" },
  { label: "Portion", value: "About 14 oz" },
];

export function HowItWorks() {
  return (
    <section
      aria-labelledby="how-it-works-title"
      id="how-it-works"
      className="scroll-mt-20 bg-white py-20 sm:py-24"
    >
      <Container width="xl">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How it works"
          title="Dinner, sorted in four steps"
        >
          Real food cooked by real chefs, without the grocery run. Here&rsquo;s how a week with
          Lakeshore Kitchen goes.
        </SectionHeading>

        <ol className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="relative rounded-2xl bg-cream-100 p-6 ring-1 ring-forest-900/8"
            >
              <div className="flex items-center justify-between">
                <span className="flex size-12 items-center justify-center rounded-xl bg-forest-800 text-cream-50">
                  {step.icon}
                </span>
                <span
                  className="font-display text-4xl font-semibold text-forest-900/15"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-forest-950">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-7 text-forest-900/75">{step.body}</p>
            </li>
          ))}
        </ol>

        <div className="mt-8 grid gap-6 rounded-2xl bg-forest-900 p-6 text-cream-50 sm:p-8 lg:grid-cols-[1fr_2fr] lg:items-center">
          <div>
            <h3 className="font-display text-2xl font-semibold">Heating guide</h3>
            <p className="mt-2 text-cream-100/75">
              Keep meals refrigerated and heat from cold. Each meal is 350–650 calories.
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {HEATING.map((item) => (
              <div
                key={item.label}
                className="rounded-xl bg-white/8 px-4 py-4 ring-1 ring-white/10"
              >
                <dt className="text-xs font-semibold tracking-wide text-cream-200/70 uppercase">
                  {item.label}
                </dt>
                <dd className="mt-1.5 text-base leading-snug font-semibold text-cream-50">
                  {item.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </Container>
    </section>
  );
}
