"use client";
// The street address field: a combobox (ARIA 1.2, list autocomplete) over GET
// /api/addresses/autocomplete. Arrow keys move through the options, Enter chooses, Escape closes.
// Only a chosen option can be delivered to, so typing clears the previous choice.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from "react";
import { cn } from "@/components/ui/cn";
import { Input } from "@/components/ui/form";
import { CheckIcon, MapPinIcon } from "@/components/ui/icons";
import { api } from "@/lib/client/api";
import { normalizePostalCode } from "@/lib/delivery-area/postal-code-format";
import type { AutocompleteResult, PlaceOption } from "@/lib/signup/api-types";

const MIN_QUERY = 4;
export const POSTAL_CODE_FIRST =
  "Enter the postal code first: the addresses offered are in the city that serves it.";
const DEBOUNCE_MS = 200;

export function AddressAutocomplete({
  id,
  value,
  postalCode,
  chosen,
  onType,
  onChoose,
  invalid,
  describedBy,
  inputRef,
  onBlur,
  name,
}: {
  id: string;
  value: string;
  postalCode: string;
  /** True while the value is the street of a chosen option. */
  chosen: boolean;
  onType: (value: string) => void;
  onChoose: (option: PlaceOption) => void;
  invalid?: boolean;
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  name?: string;
}) {
  const listId = useId();
  const statusId = useId();
  const [options, setOptions] = useState<PlaceOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState("");
  const typed = useRef(false);

  // The options are the postal code's city's: none until it is a whole one.
  const needsPostalCode = normalizePostalCode(postalCode) === null;
  const expanded = open && options.length > 0 && !needsPostalCode;

  useEffect(() => {
    if (!typed.current || chosen) return;
    const query = value.trim();
    if (query.length < MIN_QUERY) return;
    // Nothing is asked for until the postal code is there (its line says so; the list stays shut).
    if (needsPostalCode) return;
    const controller = new AbortController();
    // Wait for a pause in typing before asking, so each keystroke is not a request.
    const timer = window.setTimeout(async () => {
      try {
        const params = new URLSearchParams({ q: query });
        if (postalCode.trim()) params.set("postalCode", postalCode.trim());
        const result = await api.get<AutocompleteResult>(`/api/addresses/autocomplete?${params}`, {
          signal: controller.signal,
        });
        setOptions(result.options);
        setActive(-1);
        setOpen(true);
        setStatus(
          result.options.length > 0
            ? `${result.options.length} ${result.options.length === 1 ? "address" : "addresses"} found. Use the up and down arrows to choose.`
            : "No matching addresses. Type a street number and name, like 123 King St W.",
        );
      } catch {
        if (!controller.signal.aborted) setStatus("Address suggestions are unavailable right now.");
      }
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [value, postalCode, chosen, needsPostalCode]);

  function choose(option: PlaceOption) {
    typed.current = false;
    onChoose(option);
    setOpen(false);
    setActive(-1);
    setOptions([]);
    setStatus(`Chosen: ${option.description}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    switch (event.key) {
      case "ArrowDown":
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((i) => (i + 1) % count);
        break;
      case "ArrowUp":
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((i) => (i <= 0 ? count - 1 : i - 1));
        break;
      case "Enter":
        if (expanded && active >= 0 && options[active]) {
          event.preventDefault();
          choose(options[active]);
        }
        break;
      case "Escape":
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
      case "Tab":
        setOpen(false);
        break;
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className="relative">
      <MapPinIcon className="pointer-events-none absolute top-3 left-3.5 text-forest-700" />
      <Input
        ref={inputRef}
        id={id}
        name={name}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={[describedBy, statusId].filter(Boolean).join(" ")}
        autoComplete="off"
        spellCheck={false}
        invalid={invalid}
        placeholder="Start typing, e.g. 123 King St W"
        className={cn("pl-11", chosen && "pr-11")}
        onChange={(event) => {
          typed.current = true;
          if (event.target.value.trim().length < MIN_QUERY) {
            setOptions([]);
            setOpen(false);
            setStatus("");
          }
          onType(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
        onFocus={() => {
          if (options.length > 0 && !chosen) setOpen(true);
        }}
      />
      {chosen ? (
        <CheckIcon
          className="pointer-events-none absolute top-3 right-3.5 text-forest-600"
          aria-hidden="true"
        />
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label="Address suggestions"
        hidden={!expanded}
        className={cn(
          "max-h-72 overflow-auto rounded-xl bg-white py-1.5 ring-1 ring-forest-900/15",
          // With the "choose an address" error showing, the suggestions sit in the page's flow
          // above it, so they never cover the message that asks for them.
          invalid ? "mt-2" : "absolute inset-x-0 top-full z-20 mt-1.5 shadow-lg",
        )}
      >
        {options.map((option, index) => (
          <li
            key={option.placeId}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keep focus in the input: a mousedown on the list would blur it and close the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            onMouseMove={() => setActive(index)}
            className={cn(
              "flex cursor-pointer items-start gap-2.5 px-3.5 py-2.5 text-sm",
              index === active ? "bg-forest-50 text-forest-950" : "text-forest-900",
            )}
          >
            <MapPinIcon className="mt-0.5 size-4 text-forest-600" />
            <span>
              <span className="font-semibold">{option.street}</span>
              <span className="text-muted">
                , {[option.city, option.province, option.postalCode].filter(Boolean).join(" ")}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p
        id={statusId}
        role="status"
        className={
          needsPostalCode && !chosen && value.trim().length >= MIN_QUERY
            ? "mt-1.5 text-sm text-forest-900"
            : "sr-only"
        }
      >
        {needsPostalCode && !chosen && value.trim().length >= MIN_QUERY
          ? POSTAL_CODE_FIRST
          : status}
      </p>
    </div>
  );
}
