import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';
import { useRef } from 'react';

type Mutate<TData, TError, TVariables, TContext> = (
  variables: TVariables,
  options?: MutateOptions<TData, TError, TVariables, TContext>,
) => void;

/**
 * Wraps a mutation's `mutate` so that a call made while the previous one is unsettled is dropped. A mutation's
 * `isPending` reaches the page only after TanStack Query's next notification, so the second click of a double click
 * still finds the button enabled; a redeem code was then sent twice (and its second answer shown as the error).
 */
export function singleFlight<TData, TError, TVariables, TContext>(
  mutate: Mutate<TData, TError, TVariables, TContext>,
  inFlight: { current: boolean },
): Mutate<TData, TError, TVariables, TContext> {
  return (variables, options) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutate(variables, {
      ...options,
      onSettled: (...settled) => {
        inFlight.current = false;
        return options?.onSettled?.(...settled);
      },
    });
  };
}

/** `mutation.mutate` that sends one request at a time; see `singleFlight`. */
export function useSingleFlight<TData, TError, TVariables, TContext>(
  mutation: UseMutationResult<TData, TError, TVariables, TContext>,
): Mutate<TData, TError, TVariables, TContext> {
  const inFlight = useRef(false);
  return singleFlight(mutation.mutate, inFlight);
}
