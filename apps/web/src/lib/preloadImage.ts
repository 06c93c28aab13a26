/**
 * Asks for a page's largest image ahead of its code's other requests, as soon as its address is known: otherwise it is
 * asked for only once the page has rendered, queued behind the page's chunks (a browser keeps six requests in flight
 * to one server). With `srcSet` and `sizes` the browser picks the same copy the image element will.
 */
export function preloadImage(image: { href: string; srcSet?: string; sizes?: string }): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = image.href;
  if (image.srcSet && image.sizes) {
    link.imageSrcset = image.srcSet;
    link.imageSizes = image.sizes;
  }
  link.fetchPriority = 'high';
  document.head.append(link);
}
