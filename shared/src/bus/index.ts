export { EventBus, NoHandlerError, getBus } from './event-bus.ts';
export { useFact } from './use-fact.ts';
export type * from './topics.ts';
