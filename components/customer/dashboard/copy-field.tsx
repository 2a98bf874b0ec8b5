"use client";
// A read-only value (a referral link or code) with a copy button; a toast confirms the copy.
import { useId, useState } from "react";
import { toast } from "sonner";
import { cn } from "@/components/ui/cn";
import { CheckIcon, CopyIcon } from "@/components/ui/icons";

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers, or the page lacks clipboard permission: copy through a selection.
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    const ok = document.execCommand("copy");
    area.remove();
    return ok;
  }
}

export function CopyField({
  label,
  value,
  copiedMessage,
  className,
  tone = "light",
}: {
  label: string;
  value: string;
  copiedMessage: string;
  className?: string;
  tone?: "light" | "dark";
}) {
  const id = useId();
  const [copied, setCopied] = useState(false);

  async function onCopy() {
    if (await copyText(value)) {
      setCopied(true);
      toast.success(copiedMessage);
      window.setTimeout(() => setCopied(false), 2500);
    } else {
      toast.error("Couldn't copy. Select the text and copy it yourself.");
    }
  }

  const dark = tone === "dark";
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={cn(
          "text-xs font-semibold tracking-wide uppercase",
          dark ? "text-cream-50" : "text-muted",
        )}
      >
        {label}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(e) => e.currentTarget.select()}
          className={cn(
            "min-w-0 flex-1 rounded-full px-4 py-2 text-sm ring-1 ring-inset focus:outline-none",
            dark
              ? "bg-white/10 text-cream-50 ring-white/20 focus:ring-cream-200"
              : "bg-cream-50 text-forest-950 ring-forest-900/15 focus:ring-forest-500",
          )}
        />
        <button
          type="button"
          onClick={onCopy}
          aria-label={`Copy ${label.toLowerCase()}`}
          className={cn(
            "inline-flex shrink-0 items-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold transition-colors",
            dark
              ? "bg-cream-50 text-forest-900 hover:bg-white"
              : "bg-forest-800 text-cream-50 hover:bg-forest-700",
          )}
        >
          {copied ? <CheckIcon className="size-4" /> : <CopyIcon className="size-4" />}
          {copied ? "Copied" : "Copy"}
        </button>
      </div>
    </div>
  );
}
