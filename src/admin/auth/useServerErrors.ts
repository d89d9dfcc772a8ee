import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string>;
}

/** Puts the API's field errors next to their inputs and keeps its general message for an alert. */
export function useServerErrors<T extends FieldValues>(setError: UseFormSetError<T>) {
  const [failure, setFailure] = useState<string | null>(null);
  const applyError = (error: unknown) => {
    const body = (error as { body?: ApiErrorBody }).body;
    const fields = body?.errors ?? {};
    for (const [name, message] of Object.entries(fields)) setError(name as Path<T>, { type: 'server', message });
    setFailure(body?.message ?? (error as Error).message ?? 'vp.auth.generic_error');
  };
  return { failure, applyError, clearFailure: () => setFailure(null) };
}
