import { useLayoutEffect, useRef } from 'react';

/**
 * A colour dot. The colour is data (a hex code), so it cannot be a class; and a `style`
 * attribute in the server's HTML is refused by the shop's Content-Security-Policy (no inline
 * styles). The browser sets it through the CSSOM once hydrated, which the policy allows; the
 * colour's name is always beside it for screen readers.
 */
export function Swatch({ colour }: { colour: string }) {
  const dot = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (dot.current) dot.current.style.background = colour;
  }, [colour]);
  return <span ref={dot} className="cat-swatch" aria-hidden="true" />;
}
