import { useEffect, useRef, useState } from 'react';

/**
 * The rendered width of an element, kept current as it resizes. Charts draw at their real pixel size so that
 * their labels stay legible on a phone instead of shrinking with a scaled viewBox.
 */
export function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, Math.floor(width)] as const;
}
