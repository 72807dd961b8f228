/**
 * Other spellings of an address that a router or a proxy may treat as the same one: percent-encoded
 * letters, doubled slashes, a trailing slash and mixed case. A guard must decide on the route the
 * router matched, so each spelling is either refused like the address itself or matches nothing.
 */
export function addressVariants(url: string): string[] {
  const [path, query] = url.split('?') as [string, string | undefined];
  const segments = path.split('/').slice(1);
  const join = (parts: string[]) => '/' + parts.join('/') + (query ? `?${query}` : '');
  const encodeFirstLetter = (segment: string) =>
    /^[A-Za-z]/.test(segment)
      ? `%${segment.charCodeAt(0).toString(16).toUpperCase()}${segment.slice(1)}`
      : segment;
  const variants = new Set<string>();
  for (const index of new Set([0, 1, segments.length - 1])) {
    const encoded = [...segments];
    encoded[index] = encodeFirstLetter(encoded[index]!);
    variants.add(join(encoded));
  }
  variants.add(join(segments.map(encodeFirstLetter)));
  variants.add('/' + join(segments));
  variants.add(join([segments[0]!, '', ...segments.slice(1)]));
  variants.add(join(segments) + '/');
  variants.add(join([segments[0]!.toUpperCase(), ...segments.slice(1)]));
  variants.add(join(segments.map((segment, index) => (index % 2 ? segment.toUpperCase() : segment))));
  variants.delete(url);
  return [...variants];
}
