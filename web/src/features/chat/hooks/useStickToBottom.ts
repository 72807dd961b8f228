import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Within this distance of the end the reader counts as following the conversation. */
const NEAR_BOTTOM_PX = 140;

function distanceFromBottom(): number {
  const root = document.documentElement;
  return root.scrollHeight - (window.scrollY + window.innerHeight);
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Keeps the page scrolled to the newest message while the reader is at the end of the conversation, and
 * leaves them alone once they scroll up to read older messages: new content then only raises `hasUnseen`,
 * for a 'jump to latest' button. Watches the content's size, so a reply streaming in stays in view.
 */
export function useStickToBottom(contentRef: RefObject<HTMLElement | null>) {
  const following = useRef(true);
  const [isFollowing, setIsFollowing] = useState(true);
  const [hasUnseen, setHasUnseen] = useState(false);

  const scrollToBottom = useCallback((behavior: 'instant' | 'smooth' = 'instant') => {
    following.current = true;
    setIsFollowing(true);
    setHasUnseen(false);
    window.scrollTo({
      top: document.documentElement.scrollHeight,
      behavior: behavior === 'smooth' && !prefersReducedMotion() ? 'smooth' : 'instant',
    });
  }, []);

  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const movedUp = y < lastY - 1;
      lastY = y;
      if (distanceFromBottom() <= NEAR_BOTTOM_PX) {
        following.current = true;
        setIsFollowing(true);
        setHasUnseen(false);
      } else if (movedUp) {
        // Only the reader scrolls up. Content growing under a pending scroll event also leaves the page far
        // from the end for a moment, and must not count as the reader leaving.
        following.current = false;
        setIsFollowing(false);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    let lastHeight = content.offsetHeight;
    const observer = new ResizeObserver(() => {
      const height = content.offsetHeight;
      const grew = height > lastHeight;
      lastHeight = height;
      if (!grew) return;
      if (following.current) scrollToBottom('instant');
      else setHasUnseen(true);
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [contentRef, scrollToBottom]);

  return { isFollowing, hasUnseen, scrollToBottom };
}
