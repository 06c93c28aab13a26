import type { ForumPost } from '@platform/shared';
import type { Author, PostWithAuthor } from './forum.repository.js';

export function nameOf(author: Author): string {
  return author.displayName || [author.firstName, author.lastName].filter(Boolean).join(' ');
}

export function presentPost(post: PostWithAuthor, hostUserId: string): ForumPost {
  return {
    id: post.id,
    body: post.body,
    user: { id: post.userId, display_name: nameOf(post.author), is_host: post.userId === hostUserId },
    created_on: post.createdAt.toISOString(),
    active: post.active,
    thread_id: post.threadId,
  };
}
