import type { MutateOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { singleFlight } from './singleFlight';

type Options = MutateOptions<string, Error, string, unknown>;

/** A stand-in `mutate` that records each call and lets the test settle it. */
function recorder() {
  const calls: { variables: string; options: Options | undefined }[] = [];
  const mutate = (variables: string, options?: Options) => {
    calls.push({ variables, options });
  };
  const settle = (index: number) => calls[index]?.options?.onSettled?.('ok', null, calls[index]!.variables, undefined, {} as never);
  return { calls, mutate, settle };
}

describe('singleFlight', () => {
  it('drops a second call made before the first settles', () => {
    const { calls, mutate } = recorder();
    const guarded = singleFlight(mutate, { current: false });
    guarded('CODE1');
    guarded('CODE1');
    expect(calls.map((call) => call.variables)).toEqual(['CODE1']);
  });

  it('sends again once the first has settled, and still runs the caller’s own onSettled', () => {
    const { calls, mutate, settle } = recorder();
    const guarded = singleFlight(mutate, { current: false });
    const settledFor: string[] = [];
    guarded('A', { onSettled: (_data, _error, variables) => void settledFor.push(variables) });
    void settle(0);
    guarded('B');
    expect(calls.map((call) => call.variables)).toEqual(['A', 'B']);
    expect(settledFor).toEqual(['A']);
  });
});
