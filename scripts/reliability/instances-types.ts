/**
 * What the run learns about more than one API instance (issue 18 §5): the instances behind the
 * balancer, the instance killed mid-load, the orders written around that kill, and the halves of
 * attacks sent to different instances. The report and the verdict read it through
 * report-instances.ts.
 */

/** Requests HAProxy sent to one instance (its `stot`), at moments of the run. */
export interface InstanceTraffic {
  name: string;
  port: number;
  beforeKill: number;
  atEnd: number;
}

export interface InstanceKill {
  /** Seconds after the start of the load. */
  atSeconds: number;
  /** The instance killed (name, port) and what SIGKILL took down (the API process only). */
  instance: string;
  port: number;
  killed: { pid: number; command: string }[];
  /** Requests through HAProxy before the kill and after it, to the end of the load. */
  requestsBefore: number;
  requestsAfter: number;
  /** Requests the surviving instances answered after the kill. */
  survivorsAfter: number;
  /** Requests HAProxy sent again (wretr) and to another instance (wredis) during the run. */
  retried: number;
  redispatched: number;
  /** Connection and response errors towards the instances HAProxy saw (each then retried or answered 5xx). */
  connectionErrors: number;
  responseErrors: number;
  /** 5xx answers HAProxy sent to clients during the run (the load's and the writers'). */
  balancer5xx: number;
  /** The killed instance started again: seconds after the kill it was healthy, requests it served since (null: not restarted). */
  restart: { healthyAfterSeconds: number; servedAfter: number } | { error: string } | null;
}

export interface InstanceOrders {
  writers: number;
  attempted: number;
  /** Answered 2xx with an order id. */
  committed: number;
  committedBeforeKill: number;
  rejected: number;
  unanswered: number;
  /** Requests sent again by the writers with the same key. */
  clientRetries: number;
  statuses: Record<string, number>;
  /** Committed orders found in the database (by their key). */
  found: number;
  lost: string[];
  lostCount: number;
  duplicated: string[];
  duplicatedCount: number;
  mismatchedCount: number;
  foundUnanswered: number;
  /** Set when the writers could not start (no signed-in shopper with addresses). */
  error?: string;
}

/** One attack split across two instances, over real HTTP (their own ports, not the balancer). */
export interface AttackHalf {
  attack: string;
  /** What the first instance answered, what the second did, and whether the second held. */
  first: string;
  second: string;
  held: boolean;
}

export interface InstancesResult {
  /** API processes behind the balancer. */
  count: number;
  ports: number[];
  balancer: { software: string; port: number; config: string };
  kill?: InstanceKill;
  orders?: InstanceOrders;
  traffic: InstanceTraffic[];
  attackHalves: AttackHalf[];
}
