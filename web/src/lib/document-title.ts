import { useEffect } from 'react';

export const PRODUCT_NAME = 'Flowmind';

/** Sets the tab title so screen-reader users hear where a navigation landed. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title === PRODUCT_NAME ? PRODUCT_NAME : `${title} · ${PRODUCT_NAME}`;
  }, [title]);
}
