import Link from "next/link";
import type { ComponentProps } from "react";
import { buttonClasses, type ButtonStyleProps } from "./button";

export type ButtonLinkProps = ComponentProps<typeof Link> & ButtonStyleProps;

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, size, fullWidth, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size, fullWidth, className })} {...props} />;
}
