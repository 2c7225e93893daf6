import { describe, expect, it } from 'vitest';
import { parseDeployArgs, parseShare } from './deploy-args.ts';

const catalogue = { dir: 'mf-catalogue', remote: 'catalogue' };

describe('[33.2] npm run deploy arguments', () => {
  it('[33.2] takes the remote by its package or its name, with exactly one action', () => {
    expect(parseDeployArgs(['mf-catalogue', '--canary', '5'])).toEqual({ help: false, target: catalogue, action: { kind: 'canary', share: 5 } });
    expect(parseDeployArgs(['--share=50', 'catalogue'])).toEqual({ help: false, target: catalogue, action: { kind: 'share', share: 50 } });
    expect(parseDeployArgs(['mf-basket-checkout', '--promote'])).toEqual({ help: false, target: { dir: 'mf-basket-checkout', remote: 'basket' }, action: { kind: 'promote' } });
    expect(parseDeployArgs(['stores', '--rollback']).help).toBe(false);
    expect(parseDeployArgs(['mf-content', '--status'])).toMatchObject({ action: { kind: 'status' } });
    expect(parseDeployArgs(['--help'])).toEqual({ help: true });
  });

  it('[33.2] a share is a whole percent from 0 to 100', () => {
    expect(parseShare('canary', '0')).toBe(0);
    expect(parseShare('share', '100')).toBe(100);
    for (const bad of ['101', '-5', '5.5', '5%', 'five', '', '1e2', ' 5']) {
      expect(() => parseShare('share', bad), bad).toThrow(/whole percent/);
    }
    expect(() => parseShare('canary', undefined)).toThrow(/--canary needs a share/);
  });

  it('[33.2] refuses an unknown remote, the shell, two remotes, no action, two actions, a missing share and unknown options', () => {
    const refusals: [string[], RegExp][] = [
      [['mf-nothing', '--status'], /Unknown remote 'mf-nothing'.*mf-catalogue \(catalogue\)/],
      [['shell', '--canary', '5'], /Unknown remote 'shell'/],
      [['catalogue', 'stores', '--status'], /One remote at a time/],
      [['catalogue'], /Say what to do/],
      [['--status'], /Name the remote/],
      [['catalogue', '--canary', '5', '--promote'], /One action at a time: got --canary and --promote/],
      [['catalogue', '--share', '5', '--share', '6'], /One action at a time/],
      [['catalogue', '--canary'], /--canary needs a share/],
      [['catalogue', '--canary', '--promote'], /--canary needs a share/],
      [['catalogue', '--share', '150'], /0 to 100/],
      [['catalogue', '--promote=yes'], /Unknown option/],
      [['catalogue', '--force'], /Unknown option '--force'/],
    ];
    for (const [argv, message] of refusals) expect(() => parseDeployArgs(argv), argv.join(' ')).toThrow(message);
  });
});
