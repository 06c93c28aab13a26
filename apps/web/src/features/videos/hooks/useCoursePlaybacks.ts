import { ACTIVITY_PAGE_SIZES } from '@platform/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchCoursePlaybacks } from '../api';
import { videoKeys } from './videoKeys';

const LIMIT = ACTIVITY_PAGE_SIZES.coursePlaybacks;

/** A page (1-based) of a course's videos, 6 at a time (spec §9: course playback 6). */
export function useCoursePlaybacks(courseId: string, page: number) {
  const offset = (page - 1) * LIMIT;
  return useQuery({
    queryKey: videoKeys.coursePlaybacks(courseId, LIMIT, offset),
    queryFn: () => fetchCoursePlaybacks(courseId, LIMIT, offset),
    placeholderData: keepPreviousData,
  });
}
