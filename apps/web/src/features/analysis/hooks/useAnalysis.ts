import type { AnalysisProgress } from '@platform/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchAnalysis, fetchChunks, sendAnalysisCommand, type AnalysisCommand } from '../api';
import { isRunning } from '../lib/analysisSteps';
import { analysisKeys } from './analysisKeys';

/** How often the page asks again while a job runs: a step of a short recording takes a few seconds. */
const RUNNING_POLL_MS = 2000;

/** The analysis of one webinar, asked again every 2 s while a job runs, so the steps move without a reload. */
export function useAnalysisProgress(activityId: string) {
  return useQuery({
    queryKey: analysisKeys.progress(activityId),
    queryFn: () => fetchAnalysis(activityId),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && isRunning(query.state.data.status) ? RUNNING_POLL_MS : false),
  });
}

export function useChunks(activityId: string, enabled = true) {
  return useQuery({ queryKey: analysisKeys.chunks(activityId), queryFn: () => fetchChunks(activityId), enabled });
}

/** trigger-analysis, fast-analysis, retry-analysis and publish; the page then follows the new status. */
export function useAnalysisCommand(activityId: string, onDone?: () => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (command: AnalysisCommand) => sendAnalysisCommand(activityId, command),
    onSuccess: async ({ activity }) => {
      client.setQueryData<AnalysisProgress>(analysisKeys.progress(activityId), (old) =>
        old ? { ...old, status: activity.status, err_msg: activity.err_msg, steps: [] } : old,
      );
      await Promise.all([client.invalidateQueries({ queryKey: analysisKeys.all }), onDone?.()]);
    },
  });
}
