import { useEffect, useState } from 'react';
import { getBus } from './event-bus.ts';
import type { FactName, FactTopics } from './topics.ts';

/** React hook: the latest value of a fact topic (undefined until the owner publishes). */
export function useFact<T extends FactName>(topic: T): FactTopics[T] | undefined {
  const [value, setValue] = useState<FactTopics[T] | undefined>(undefined);
  useEffect(() => {
    const subscription = getBus().select(topic).subscribe(setValue);
    return () => subscription.unsubscribe();
  }, [topic]);
  return value;
}
