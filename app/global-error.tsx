"use client";
// Replaces the root layout when it fails, so it brings its own document and styles.

import { FullScreenError } from "@/components/errors/full-screen-error";
import "./globals.css";

export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body>
        <FullScreenError onRetry={retry} />
      </body>
    </html>
  );
}
