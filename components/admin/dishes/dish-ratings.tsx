// The dish page's ratings: average, how many of each star, and every rating with its comment,
// newest first, naming the customer (a link to their record) and the box.
import Link from "next/link";
import { Card } from "@/components/ui/card";
import { StarIcon } from "@/components/ratings/star-icon";
import { formatDeadline } from "@/lib/clock/labels";
import type { AdminDishRatingsDto } from "@/lib/ratings/admin-ratings";

export function DishRatings({ ratings }: { ratings: AdminDishRatingsDto }) {
  const most = Math.max(1, ...ratings.histogram);
  return (
    <Card padding="lg">
      <section aria-labelledby="ratings-heading" id="ratings">
        <h2 id="ratings-heading" className="font-display text-xl font-semibold text-forest-950">
          Customer ratings
        </h2>
        {ratings.count === 0 ? (
          <p className="mt-2 text-sm text-stone-600">
            No customer has rated this dish yet. Customers rate dishes after their box is delivered;
            the menu shows the average from 3 ratings on.
          </p>
        ) : (
          <div className="mt-4 grid gap-8 lg:grid-cols-[16rem_1fr]">
            <div>
              <p className="flex items-center gap-2">
                <StarIcon filled className="size-6" />
                <span className="font-display text-3xl font-semibold text-forest-950">
                  {ratings.average?.toFixed(1)}
                </span>
                <span className="text-sm text-stone-600">
                  from {ratings.count} {ratings.count === 1 ? "customer" : "customers"}
                </span>
              </p>
              <table className="mt-4 w-full text-sm">
                <caption className="sr-only">Ratings by number of stars</caption>
                <tbody>
                  {[5, 4, 3, 2, 1].map((stars) => {
                    const n = ratings.histogram[stars - 1];
                    return (
                      <tr key={stars}>
                        <th scope="row" className="w-16 py-1 text-left font-medium text-stone-700">
                          {stars} {stars === 1 ? "star" : "stars"}
                        </th>
                        <td className="py-1">
                          <div className="h-2 rounded-full bg-cream-100" aria-hidden="true">
                            <div
                              className="h-2 rounded-full bg-amber-600"
                              style={{ width: `${(n / most) * 100}%` }}
                            />
                          </div>
                        </td>
                        <td className="w-8 py-1 text-right text-stone-700 tabular-nums">{n}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <ul className="divide-y divide-stone-100" aria-label="Ratings, newest first">
              {ratings.ratings.map((rating) => (
                <li key={rating.id} className="py-3 first:pt-0">
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                    <span className="flex" aria-label={`${rating.stars} out of 5 stars`} role="img">
                      {[1, 2, 3, 4, 5].map((n) => (
                        <StarIcon key={n} filled={n <= rating.stars} className="size-4" />
                      ))}
                    </span>
                    <Link
                      href={`/admin/users/${rating.customerId}`}
                      className="font-semibold text-forest-900 underline-offset-2 hover:underline"
                    >
                      {rating.customerName}
                    </Link>
                    <span className="text-stone-600">
                      Order {rating.orderNumber} · {formatDeadline(new Date(rating.ratedAt))}
                    </span>
                  </p>
                  {rating.comment ? (
                    <p className="mt-1 text-sm leading-6 text-stone-800">{rating.comment}</p>
                  ) : (
                    <p className="mt-1 text-sm text-stone-600">No comment.</p>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
    </Card>
  );
}
