import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchCourses, generateCourse, updateCourse } from '../api';
import { webinarKeys } from './webinarKeys';

export function useCourses(workspaceId: string) {
  return useQuery({ queryKey: webinarKeys.courses(workspaceId), queryFn: () => fetchCourses(workspaceId) });
}

export function useCourseMutations(workspaceId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: webinarKeys.courses(workspaceId) });
  return {
    generate: useMutation({ mutationFn: () => generateCourse(workspaceId), onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, ...body }: { id: string; title?: string; publish?: boolean }) => updateCourse(id, body),
      onSuccess: refresh,
    }),
  };
}
