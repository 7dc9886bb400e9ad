import { useEffect, useRef, useState } from 'react';

/**
 * True from the moment the element first comes near the viewport, and then for good: product.md's
 * home lists are "filled once when their section first appears", and below-the-fold sections load
 * their code only then. Without IntersectionObserver (old browsers, jsdom) it is true right after
 * the first render. The first render is always false, as in the prerendered HTML (decision 012).
 */
export function useFirstInView<T extends Element>(rootMargin = '200px') {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, rootMargin]);

  return { ref, inView };
}
