import { describe, expect, it } from 'vitest';
import { commandsFor, failureKey, isRunning, pageStep } from './analysisSteps';

describe('the process page', () => {
  it('polls while a job runs', () => {
    expect(isRunning('ANALYZING')).toBe(true);
    expect(isRunning('COMPILING')).toBe(true);
    expect(isRunning('PENDING_REVIEW')).toBe(false);
  });

  it('shows an error on the step that failed', () => {
    expect(pageStep('ANALYZING_ERROR')).toBe(0);
    expect(pageStep('COMPILING_ERROR')).toBe(2);
    expect(pageStep('PUBLISHED')).toBe(4);
    expect(pageStep('SETUP')).toBe(-1);
  });

  it('offers the commands the status allows a host, and restart to admins', () => {
    expect(commandsFor('SETUP', false)).toEqual(['trigger-analysis', 'fast-analysis']);
    expect(commandsFor('ANALYZING', false)).toEqual(['retry-analysis']);
    expect(commandsFor('ANALYZING_ERROR', false)).toEqual(['retry-analysis']);
    expect(commandsFor('PENDING_REVIEW', false)).toEqual([]);
    expect(commandsFor('PENDING_REVIEW', true)).toEqual(['retry-analysis']);
    expect(commandsFor('PROCESSED', false)).toEqual(['publish']);
    expect(commandsFor('LIVE', true)).toEqual([]);
  });

  it('reads the error key the server stored, else the status general failure', () => {
    expect(failureKey('ANALYZING_ERROR', 'VIDEO_OPEN_FAILED')).toBe('VIDEO_OPEN_FAILED');
    expect(failureKey('ANALYZING_ERROR', 'something else')).toBe('ANALYSIS_FAILED');
    expect(failureKey('COMPILING_ERROR', null)).toBe('CHUNK_COMPILING_FAILED');
  });
});
