import { CATEGORIES, type Category } from '@platform/shared';

/** /channel/category?keyword=&category=&title= (the route table also names `search`, read like title). */
export interface ChannelFilter {
  keyword?: string;
  category?: Category;
  title?: string;
}

function isCategory(value: string | null): value is Category {
  return CATEGORIES.some((category) => category === value);
}

function text(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function channelFilterOf(params: URLSearchParams): ChannelFilter {
  const category = params.get('category');
  return {
    keyword: text(params.get('keyword')),
    category: isCategory(category) ? category : undefined,
    title: text(params.get('title')) ?? text(params.get('search')),
  };
}

/** The suggestions call's query string (spec §7: limit, offset, keywords, title; plus category). */
export function suggestionsQueryString(filter: ChannelFilter, limit: number, offset: number): string {
  const query = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (filter.keyword) query.set('keywords', filter.keyword);
  if (filter.category) query.set('category', filter.category);
  if (filter.title) query.set('title', filter.title);
  return query.toString();
}
