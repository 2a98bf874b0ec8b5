// How every /admin and /customer page begins: the caller is checked before the page reads or
// renders anything. The layout's check is not enough: Next renders a layout and its page in
// parallel, so a page that trusted its layout had already read its data, and streamed it into the
// redirect's body, by the time the layout refused. Every page under app/admin and app/customer
// default-exports one of these; page-guard.test.ts checks the file tree for it.
import "server-only";
import type { ReactNode } from "react";
import { requireAdmin, requireCustomer, type SignedIn } from "./server";

type Render<Props> = (signedIn: SignedIn, props: Props) => ReactNode | Promise<ReactNode>;

/** An admin page: anyone else is redirected (to /login, or a customer to /customer) first. */
export function adminPage<Props = object>(render: Render<Props>) {
  return async function AdminOnlyPage(props: Props): Promise<ReactNode> {
    const signedIn = await requireAdmin();
    return render(signedIn, props);
  };
}

/** A customer page: it only ever shows the signed-in customer's own data (`signedIn.user`). */
export function customerPage<Props = object>(render: Render<Props>) {
  return async function CustomerOnlyPage(props: Props): Promise<ReactNode> {
    const signedIn = await requireCustomer();
    return render(signedIn, props);
  };
}
