import { Suspense, lazy, useSyncExternalStore, type ComponentType } from 'react';
import { afterFirstView } from '../remotes/first-view.ts';

const never = () => () => undefined;

/**
 * A part of the shell that draws nothing when the page opens (the popups: they wait for a cookie
 * choice and a while of browsing) gets its code after the first view (issue 30 §4), not with the
 * code that hydrates the page and answers its first tap. On the server and while hydrating it
 * renders nothing, as the part itself would: the HTML and the first browser render stay equal.
 */
export function afterFirstViewPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(() =>
    afterFirstView()
      .then(load)
      .then((component) => ({ default: component })),
  );
  return function AfterFirstView(props: P) {
    const hydrated = useSyncExternalStore(never, () => true, () => false);
    if (!hydrated) return null;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
