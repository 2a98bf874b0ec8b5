"use client";
// One GET through the API client when a component mounts, for a screen that reads a single list and
// nothing else (the plans step, the FAQ): those pages then load no data library. SWR stays where
// answers are shared between components or depend on what the visitor chooses.
import { useEffect, useState } from "react";
import { api } from "./api";

export interface ApiRead<T> {
  data?: T;
  error?: unknown;
  loading: boolean;
  /** Asks again, after a failure. */
  retry: () => void;
}

export function useApiRead<T>(path: string): ApiRead<T> {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ data?: T; error?: unknown; attempt: number }>();
  useEffect(() => {
    let live = true;
    api.get<T>(path).then(
      (data) => live && setAnswer({ data, attempt }),
      (error: unknown) => live && setAnswer({ error, attempt }),
    );
    return () => {
      live = false;
    };
  }, [path, attempt]);
  const current = answer?.attempt === attempt ? answer : undefined;
  return {
    data: answer?.data,
    error: current?.error,
    loading: !current,
    retry: () => setAttempt((n) => n + 1),
  };
}
