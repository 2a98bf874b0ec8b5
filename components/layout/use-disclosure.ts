"use client";
// Open/closed state for a small-screen menu: closes on route change and on Escape.

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";

export function useDisclosure() {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);

  // Navigating away closes the menu (state adjusted during render, as React recommends).
  if (open && openedAt !== pathname) {
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return {
    open,
    toggle: () => {
      setOpenedAt(pathname);
      setOpen((value) => !value);
    },
    close: () => setOpen(false),
  };
}
