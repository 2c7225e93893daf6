import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { contractTwin } from '../../src/routes/common/type-checks.ts';

type Parcel = { label: string; weight?: number };

describe('contractTwin', () => {
  it('gives back the schema it checked, and refuses at compile time one that drifts from its contract', () => {
    const schema = Type.Object({ label: Type.String(), weight: Type.Optional(Type.Number()) });
    expect(contractTwin<Parcel>()(schema)).toBe(schema);
    // @ts-expect-error the weight is a string in the schema, a number in the contract
    contractTwin<Parcel>()(Type.Object({ label: Type.String(), weight: Type.Optional(Type.String()) }));
  });
});
