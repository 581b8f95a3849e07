import { afterEach, describe, expect, it, vi } from 'vitest';

import { RESOURCE_ROUTES } from './resources';
import { preloadScreenAt } from './screens';

const screenAt = (path: string, set: 'staff' | 'doctor' = 'staff') => {
  const route = RESOURCE_ROUTES.find((candidate) => candidate.path === path && candidate.sets.includes(set));
  if (!route) throw new Error(`no route ${path}`);
  return route.screen;
};

afterEach(() => vi.restoreAllMocks());

describe("a reload's own screen", () => {
  it('downloads the screen of the address being loaded, parameters and a trailing slash included', () => {
    const details = vi.spyOn(screenAt('manage/doctor/views/:doctor_id').Component, 'preload');
    const list = vi.spyOn(screenAt('manage/doctor').Component, 'preload');
    preloadScreenAt('/dashboard/manage/doctor/views/3/', 'Administrator');
    expect(details).toHaveBeenCalledTimes(1);
    expect(list).not.toHaveBeenCalled();
  });

  it("takes the doctor's screen on a route both tables have", () => {
    const letterHead = vi.spyOn(screenAt('manage/doctor/views/:doctor_id', 'doctor').Component, 'preload');
    const details = vi.spyOn(screenAt('manage/doctor/views/:doctor_id').Component, 'preload');
    preloadScreenAt('/dashboard/manage/doctor/views/3', 'Doctor');
    expect(letterHead).toHaveBeenCalledTimes(1);
    expect(details).not.toHaveBeenCalled();
  });

  it("downloads nothing of the administrators' for anyone else, nor for an unknown address", () => {
    const monitor = vi.spyOn(screenAt('monitor').Component, 'preload');
    preloadScreenAt('/dashboard/monitor', 'Customer');
    preloadScreenAt('/dashboard/no/such/page', 'Administrator');
    expect(monitor).not.toHaveBeenCalled();
  });
});
