// Previous / next links under a paged admin list.
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";

export function Pager({
  page,
  pageSize,
  total,
  href,
}: {
  page: number;
  pageSize: number;
  total: number;
  href: (page: number) => string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  const link = buttonClasses({ variant: "secondary", size: "sm" });
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link href={href(page - 1)} className={link}>
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <span className="text-stone-600">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link href={href(page + 1)} className={link}>
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
