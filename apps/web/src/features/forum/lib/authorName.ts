import type { ForumPost } from '@platform/shared';

/**
 * How the forum names an author. Someone who gave no name is "Member" with the last four characters of their id,
 * so two such members in one thread can be told apart without showing anything they did not choose to show.
 */
export function authorName(user: Pick<ForumPost['user'], 'id' | 'display_name'>, memberWord: string): string {
  const name = user.display_name.trim();
  if (name) return name;
  const tag = user.id.replace(/-/g, '').slice(-4).toUpperCase();
  return `${memberWord} ${tag}`;
}
