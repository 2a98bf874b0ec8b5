"use client";
// A password field with a show/hide toggle, so people can check what they typed on a phone.
import { useState } from "react";
import { cn } from "@/components/ui/cn";
import { Input, type InputProps } from "@/components/ui/form";

export function PasswordInput({ className, ...props }: Omit<InputProps, "type">) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={visible ? "text" : "password"} className={cn("pr-18", className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        className="absolute inset-y-0 right-1 my-1 rounded-lg px-3 text-sm font-semibold text-forest-800 hover:bg-forest-900/5"
      >
        {visible ? "Hide" : "Show"}
        <span className="sr-only"> password</span>
      </button>
    </div>
  );
}
