// Turns a template's element into the message parts sendMail takes: HTML and its plain-text twin.
import type { ReactElement } from "react";
import { render } from "@react-email/render";
import type { RenderedMail } from "../types";

export async function renderMail(subject: string, element: ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}
