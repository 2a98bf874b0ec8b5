import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { MapPinIcon } from "@/components/ui/icons";
import { SectionHeading } from "./section-heading";
import type { DeliveryCity } from "./types";

export function DeliveryCities({ cities }: { cities: DeliveryCity[] }) {
  if (cities.length === 0) return null;
  return (
    <section
      aria-labelledby="delivery-title"
      id="delivery"
      className="scroll-mt-20 bg-white py-20 sm:py-24"
    >
      <Container width="xl" className="grid gap-12 lg:grid-cols-[1fr_1.2fr] lg:items-center">
        <div>
          <SectionHeading
            id="delivery-title"
            eyebrow="Delivery area"
            title={`We deliver to ${cities.length} cities across the Toronto region`}
          >
            From the lakeshore to York Region and Durham, our drivers bring your meals on Monday or
            Thursday. Enter your postal code when you sign up to confirm we reach you.
          </SectionHeading>
          <ButtonLink href="/signup/verify-delivery" className="mt-8">
            Check your postal code
          </ButtonLink>
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {cities.map((city) => (
            <li
              key={city.name}
              className="flex items-center gap-2.5 rounded-xl bg-cream-100 px-4 py-3.5 font-medium text-forest-950 ring-1 ring-forest-900/8"
            >
              <MapPinIcon className="size-5 text-terracotta-500" />
              {city.name}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
