import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Practice, PracticeCategory } from '@flowmind/core/contracts/practices';
import { apiFetch } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** My coach's practices ranked for me (GET /api/v1/practices/recommended); every practice when I have no coach. */
export async function fetchRecommendedPractices(): Promise<Practice[]> {
  const { practices } = await apiFetch<{ practices: Practice[] }>('/api/v1/practices/recommended');
  return practices;
}

/** Keyed by the coach so that choosing another coach shows their practices, not the cached ones. */
export function recommendedPracticesQueryOptions(coachId: string | null) {
  return queryOptions({
    queryKey: queryKeys.practices.recommended(coachId),
    queryFn: fetchRecommendedPractices,
    staleTime: 5 * 60_000,
  });
}

export function useRecommendedPractices(coachId: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({ ...recommendedPracticesQueryOptions(coachId), enabled: options.enabled ?? true });
}

/** Every practice, optionally of one category (GET /api/v1/practices?categoryId=). */
export async function fetchPractices(filter: { categoryId?: string } = {}): Promise<Practice[]> {
  const search = filter.categoryId ? `?categoryId=${encodeURIComponent(filter.categoryId)}` : '';
  const { practices } = await apiFetch<{ practices: Practice[] }>(`/api/v1/practices${search}`);
  return practices;
}

export const allPracticesQueryOptions = queryOptions({
  queryKey: queryKeys.practices.list,
  queryFn: () => fetchPractices(),
  staleTime: 5 * 60_000,
});

/** One practice by id (GET /api/v1/practices/:id); an unknown id answers 404 'Practice not found'. */
export async function fetchPractice(practiceId: string): Promise<Practice> {
  const { practice } = await apiFetch<{ practice: Practice }>(
    `/api/v1/practices/${encodeURIComponent(practiceId)}`,
  );
  return practice;
}

export function practiceQueryOptions(practiceId: string) {
  return queryOptions({
    queryKey: queryKeys.practices.detail(practiceId),
    queryFn: () => fetchPractice(practiceId),
    staleTime: 5 * 60_000,
  });
}

/** Practice categories ordered by name (GET /api/v1/practice-categories). */
export async function fetchPracticeCategories(): Promise<PracticeCategory[]> {
  const { categories } = await apiFetch<{ categories: PracticeCategory[] }>('/api/v1/practice-categories');
  return categories;
}

export const practiceCategoriesQueryOptions = queryOptions({
  queryKey: queryKeys.practices.categories,
  queryFn: fetchPracticeCategories,
  staleTime: 10 * 60_000,
});
