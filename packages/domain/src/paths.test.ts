import { describe, expect, it } from 'vitest';
import { fillPath, isPathUnder, isPublicPath, matchPath, normalizePath, splitPath } from './paths';

describe('path helpers', () => {
  it('splitPath and normalizePath', () => {
    expect(splitPath('/a/b?x=1#h')).toEqual({ path: '/a/b', suffix: '?x=1#h' });
    expect(splitPath('/a#h')).toEqual({ path: '/a', suffix: '#h' });
    expect(normalizePath('/company/?x=1')).toBe('/company');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
  });

  it('matchPath reads named parameters and needs every segment', () => {
    expect(matchPath('/gift/detail/{prodSn}/{eventSn}', '/gift/detail/1/2')).toEqual({
      prodSn: '1',
      eventSn: '2',
    });
    expect(matchPath('/gift/detail/{prodSn}/{eventSn}', '/gift/detail/1')).toBeNull();
    expect(matchPath('/gift/detail/{prodSn}', '/gift/detail/')).toBeNull();
    expect(matchPath('/a/{x}', '/a/%ED%95%9C')).toEqual({ x: '한' });
    expect(matchPath('/a/{x}', '/a/%E0%A4%A')).toEqual({ x: '%E0%A4%A' });
    expect(matchPath('/login', '/login/')).toEqual({});
  });

  it('fillPath encodes and refuses a missing parameter', () => {
    expect(fillPath('/m/{a}/{b}', { a: 'x/y', b: 3 })).toBe('/m/x%2Fy/3');
    expect(() => fillPath('/m/{a}', {})).toThrow();
  });

  it('isPathUnder works on whole segments', () => {
    expect(isPathUnder('/delivery/return/1', '/delivery/return')).toBe(true);
    expect(isPathUnder('/delivery/returnManaged', '/delivery/return')).toBe(false);
  });

  it('isPublicPath covers the spec §2 public routes', () => {
    for (const path of [
      '/intro/main',
      '/intro/service',
      '/intro/contact',
      '/intro/prodList/category',
      '/intro/prodList/theme',
      '/intro/prodDetail',
      '/checkDevice',
      '/login',
      '/sLogin',
      '/findAccount',
      '/signUp',
      '/vendorApplyForm/AP1',
      '/vendorApplySuccess',
      '/firstLoginForm',
      '/changePassword',
      '/notFound',
      '/m/login',
      '/m/findPassword',
    ]) {
      expect(isPublicPath(path)).toBe(true);
    }
    expect(isPublicPath('/gift/list')).toBe(false);
    expect(isPublicPath('/vendorApplyForm')).toBe(false);
  });
});
