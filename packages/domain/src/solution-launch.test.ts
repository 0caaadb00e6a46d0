import { describe, expect, it } from 'vitest';
import { solutionLaunch } from './solution-launch';

describe('solutionLaunch (spec §7)', () => {
  it('alerts 준비중입니다 for an empty address', () => {
    expect(solutionLaunch('', '20', 'tok')).toEqual({ kind: 'alert', message: '준비중입니다' });
    expect(solutionLaunch(null, '10', 'tok')).toEqual({ kind: 'alert', message: '준비중입니다' });
  });
  it('opens type 10 as is', () => {
    expect(solutionLaunch('https://a.example/x', '10', 'tok')).toEqual({
      kind: 'open',
      url: 'https://a.example/x',
    });
  });
  it('appends the token for other types, keeping the query and hash', () => {
    expect(solutionLaunch('https://a.example/x', '20', 't/k')).toEqual({
      kind: 'open',
      url: 'https://a.example/x?loginUserToken=t%2Fk',
    });
    expect(solutionLaunch('https://a.example/x?a=1#top', 30, 'tok')).toEqual({
      kind: 'open',
      url: 'https://a.example/x?a=1&loginUserToken=tok#top',
    });
  });
});
