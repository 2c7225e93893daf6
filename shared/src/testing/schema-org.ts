/**
 * A small schema.org checker for the structured data the shop emits (storefront §2 Page metadata).
 * No vocabulary package is installed; this holds, for each type the shop uses, its properties as
 * schema.org defines them (the type's own and the inherited Thing / CreativeWork / WebPage / Article
 * / Comment / Action ones; a subset, never a property the type lacks), the value each takes, and
 * what Google's rich results require. `schemaOrgProblems` answers a list of problems: [] is valid.
 */

import { SCHEMA_ORG, type ValueKind } from './schema-org-vocabulary.ts';

const AVAILABILITY = ['InStock', 'InStoreOnly', 'Discontinued', 'OutOfStock', 'PreOrder', 'BackOrder', 'LimitedAvailability', 'OnlineOnly', 'SoldOut'];
const CONDITION = ['NewCondition', 'UsedCondition', 'RefurbishedCondition', 'DamagedCondition'];
const SCHEMA = 'https://schema.org/';

/** The type and its ancestors, the type itself first. */
function lineage(type: string): string[] {
  const chain: string[] = [];
  for (let t: string | undefined = type; t && SCHEMA_ORG[t]; t = SCHEMA_ORG[t]?.parent) chain.push(t);
  return chain;
}

function propertyOf(type: string, property: string): ValueKind[] | undefined {
  for (const t of lineage(type)) {
    const kinds = SCHEMA_ORG[t]?.properties[property];
    if (kinds) return kinds;
  }
  return undefined;
}

/** Whether `type` is `wanted` or one of its descendants (a NewsArticle is a CreativeWork). */
function isA(type: string, wanted: string): boolean {
  return lineage(type).includes(wanted);
}

const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/\s]+/.test(value) && !/\s/.test(value);

function matches(value: unknown, kind: ValueKind): boolean {
  if (typeof kind === 'object') {
    const type = (value as { '@type'?: unknown } | null)?.['@type'];
    return typeof value === 'object' && value !== null && typeof type === 'string' && kind.types.some((wanted) => isA(type, wanted));
  }
  switch (kind) {
    case 'Text':
      return typeof value === 'string' && value.trim() !== '';
    case 'URL':
      return isAbsoluteUrl(value);
    case 'Number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'Integer':
      return Number.isInteger(value);
    case 'Date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value));
    case 'Price':
      // schema.org price: a Number, or Text with a '.' decimal separator; the shop writes 2 decimals.
      return (typeof value === 'number' && Number.isFinite(value) && value >= 0) || (typeof value === 'string' && /^\d+\.\d{2}$/.test(value));
    case 'Currency':
      return typeof value === 'string' && /^[A-Z]{3}$/.test(value);
    case 'Language':
      return typeof value === 'string' && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(value);
    case 'Availability':
      return typeof value === 'string' && AVAILABILITY.some((name) => value === `${SCHEMA}${name}`);
    case 'Condition':
      return typeof value === 'string' && CONDITION.some((name) => value === `${SCHEMA}${name}`);
  }
}

const describeKinds = (kinds: ValueKind[]) => kinds.map((k) => (typeof k === 'object' ? k.types.join('|') : k)).join(' or ');

function checkNode(node: unknown, where: string, problems: string[], top: boolean): void {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) {
    problems.push(`${where}: not an object`);
    return;
  }
  const record = node as Record<string, unknown>;
  if (top && record['@context'] !== 'https://schema.org') problems.push(`${where}: @context is not https://schema.org`);
  if (Array.isArray(record['@graph'])) {
    record['@graph'].forEach((item, i) => checkNode(item, `${where}.@graph[${i}]`, problems, false));
    return;
  }
  const type = record['@type'];
  if (typeof type !== 'string' || !SCHEMA_ORG[type]) {
    problems.push(`${where}: unknown @type ${JSON.stringify(type)}`);
    return;
  }
  const label = `${where}(${type})`;
  for (const [property, value] of Object.entries(record)) {
    if (property.startsWith('@')) {
      if (property === '@id' && !isAbsoluteUrl(value)) problems.push(`${label}.@id: not an absolute URL`);
      continue;
    }
    const kinds = propertyOf(type, property);
    if (!kinds) {
      problems.push(`${label}.${property}: not a property of ${type}`);
      continue;
    }
    const values = Array.isArray(value) ? value : [value];
    if (values.length === 0) problems.push(`${label}.${property}: empty list`);
    values.forEach((item, i) => {
      const at = Array.isArray(value) ? `${label}.${property}[${i}]` : `${label}.${property}`;
      if (!kinds.some((kind) => matches(item, kind))) {
        problems.push(`${at}: ${JSON.stringify(item)?.slice(0, 80)} is not ${describeKinds(kinds)}`);
        return;
      }
      if (typeof item === 'object' && item !== null) checkNode(item, at, problems, false);
    });
  }
  for (const t of SCHEMA_ORG[type]?.ownRules ? [type] : lineage(type)) {
    for (const property of SCHEMA_ORG[t]?.required ?? []) {
      if (record[property] === undefined) problems.push(`${label}: required ${property} missing`);
    }
    for (const group of SCHEMA_ORG[t]?.oneOf ?? []) {
      if (!group.some((property) => record[property] !== undefined)) problems.push(`${label}: needs one of ${group.join(', ')}`);
    }
  }
}

/** Every problem of one JSON-LD document (an object, a list of them, or an @graph): [] when valid. */
export function schemaOrgProblems(data: unknown): string[] {
  const problems: string[] = [];
  const documents = Array.isArray(data) ? data : [data];
  documents.forEach((document, i) => checkNode(document, `[${i}]`, problems, true));
  return problems;
}

/** The nodes of the given @type, anywhere in the documents (nested ones included). */
export function nodesOfType(data: unknown, type: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    if (record['@type'] === type) found.push(record);
    Object.values(record).forEach(visit);
  };
  visit(data);
  return found;
}
