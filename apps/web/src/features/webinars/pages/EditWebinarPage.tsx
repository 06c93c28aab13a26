export function EditWebinarPage() {
  return null;
}
