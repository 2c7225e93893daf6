import { useEffect, useRef, type RefObject } from 'react';

/**
 * A ref that holds the last rendered `value`: an effect that runs once (an observer, a slider, a
 * map) calls the newest callback or reads the newest options through it without running again.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
