"use client";
// One dish of a delivered box: its stars and an optional comment, saved on their own (a customer
// rates the dishes they remember and leaves the rest). Saving again changes the rating.
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldError, Label, Textarea } from "@/components/ui/form";
import { api, ApiError } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/errors";
import type { BoxRatingsDto, RatedDishDto } from "@/lib/ratings/box-ratings";
import { COMMENT_MAX } from "@/lib/ratings/schemas";
import { StarInput } from "./star-input";

export function DishRatingForm({
  dish,
  endpoint,
  onSaved,
}: {
  dish: RatedDishDto;
  /** The box's ratings call (signed in, or the mail's link). */
  endpoint: string;
  onSaved: (box: BoxRatingsDto) => void;
}) {
  const id = useId();
  const [stars, setStars] = useState<number | null>(dish.stars);
  const [comment, setComment] = useState(dish.comment ?? "");
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<string>("");
  const [error, setError] = useState<{ field: "stars" | "comment" | "form"; message: string }>();
  const starsRef = useRef<HTMLInputElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const formErrorRef = useRef<HTMLParagraphElement>(null);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setStatus("");
    if (stars === null) {
      setError({ field: "stars", message: `Choose 1 to 5 stars for ${dish.name}.` });
      starsRef.current?.focus();
      return;
    }
    setSaving(true);
    setError(undefined);
    try {
      const box = await api.put<BoxRatingsDto>(endpoint, {
        dishId: dish.dishId,
        stars,
        comment: comment.trim() || undefined,
      });
      setStatus(dish.stars === null ? "Thanks! Rating saved." : "Rating updated.");
      onSaved(box);
    } catch (failure) {
      const commentError =
        failure instanceof ApiError ? failure.fieldMessage("comment") : undefined;
      if (commentError) {
        setError({ field: "comment", message: commentError });
        commentRef.current?.focus();
      } else {
        setError({ field: "form", message: errorMessage(failure) });
        requestAnimationFrame(() => formErrorRef.current?.focus());
      }
    } finally {
      setSaving(false);
    }
  }

  const starsError = error?.field === "stars" ? `${id}-stars-error` : undefined;
  const commentError = error?.field === "comment" ? `${id}-comment-error` : undefined;
  return (
    <form
      onSubmit={save}
      noValidate
      aria-labelledby={`${id}-name`}
      className="grid gap-4 py-5 sm:grid-cols-[5rem_1fr] sm:gap-5"
      data-testid="dish-rating-form"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- the dish photo, any source */}
      <img
        src={dish.imageUrl}
        alt=""
        className="hidden size-20 rounded-xl bg-cream-100 object-cover sm:block"
      />
      <div className="min-w-0">
        <h3 id={`${id}-name`} className="font-display text-lg font-semibold text-forest-950">
          {dish.name}
        </h3>
        <div className="mt-1">
          <StarInput
            name={`${id}-stars`}
            legend={`Your rating for ${dish.name}`}
            value={stars}
            onChange={(n) => {
              setStars(n);
              if (error?.field === "stars") setError(undefined);
            }}
            errorId={starsError}
            firstRef={starsRef}
          />
          <FieldError id={starsError}>{error?.field === "stars" ? error.message : null}</FieldError>
        </div>
        <Label htmlFor={`${id}-comment`} className="mt-3">
          Comment <span className="font-normal text-muted">(optional)</span>
        </Label>
        <Textarea
          ref={commentRef}
          id={`${id}-comment`}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          maxLength={COMMENT_MAX}
          invalid={Boolean(commentError)}
          aria-describedby={commentError}
          rows={2}
          className="mt-1.5 min-h-16"
          placeholder="What did you like, or what would you change?"
        />
        <FieldError id={commentError}>
          {error?.field === "comment" ? error.message : null}
        </FieldError>
        {error?.field === "form" ? (
          <p
            ref={formErrorRef}
            tabIndex={-1}
            role="alert"
            className="mt-2 text-sm font-medium text-red-700"
          >
            {error.message}
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button type="submit" size="sm" disabled={saving}>
            {saving ? "Saving…" : dish.stars === null ? "Save rating" : "Update rating"}
            <span className="sr-only"> for {dish.name}</span>
          </Button>
          <p role="status" className="text-sm font-medium text-forest-800">
            {status}
          </p>
        </div>
      </div>
    </form>
  );
}
