/** Slugs are letters and digits only (spec §5); a name with none of them gets no slug and is addressed by id. */
export function slugFromName(name: string): string | null {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 40);
  return slug.length > 0 ? slug : null;
}
