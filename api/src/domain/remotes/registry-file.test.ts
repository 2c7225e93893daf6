import { describe, expect, it } from 'vitest';
import { parseRegistryFile } from './registry-file.ts';

const url = (id: string) => `/remotes/catalogue/${id}/mf-manifest.json`;

describe('registry file (issue 33)', () => {
  it('[33.1] an entry may name a canary and the previous stable; a file from before issue 33 stays valid', () => {
    expect(parseRegistryFile({ remotes: { catalogue: { manifestUrl: url('a') } } })).toEqual({ remotes: { catalogue: { manifestUrl: url('a') } } });
    expect(parseRegistryFile({ remotes: { catalogue: { manifestUrl: url('a'), canary: { manifestUrl: url('c') }, previous: { manifestUrl: url('p') }, team: 'x' } } })).toEqual({
      remotes: { catalogue: { manifestUrl: url('a'), canary: { manifestUrl: url('c') }, previous: { manifestUrl: url('p') } } },
    });
    // null is "none", as an operator may write it by hand.
    expect(parseRegistryFile({ remotes: { catalogue: { manifestUrl: url('a'), canary: null } } })).toEqual({ remotes: { catalogue: { manifestUrl: url('a') } } });
  });

  it('[33.1] a canary or previous without a manifest URL is left out (the stable build serves), and said why; a bad stable entry is still fatal', () => {
    expect(parseRegistryFile({ remotes: { catalogue: { manifestUrl: url('a'), canary: {}, previous: { manifestUrl: ' ' } } } })).toEqual({
      remotes: { catalogue: { manifestUrl: url('a') } },
      problems: ["Registry entry 'catalogue'.canary needs a non-empty manifestUrl.", "Registry entry 'catalogue'.previous needs a non-empty manifestUrl."],
    });
    expect(() => parseRegistryFile({ remotes: { catalogue: { canary: { manifestUrl: url('c') } } } })).toThrow(/'catalogue' needs a non-empty manifestUrl/);
  });
});
