import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { getMailTemplate } from '../../mail';
import {
  contributions,
  defineHookPoint,
  defineModule,
  hook,
  installModules,
  isolationFixturesOf,
  type VictimFixture,
} from '..';
import { esignModule } from '../../../modules/esign';
import { formVersionDeleteGuards } from '../../../modules/forms';
import { FILE_OWNERS, MODULE_ROUTES, MODULES } from '../../../app';

const noop: VictimFixture = async () => ({ value: 1, marker: 'm', snapshot: async () => null });

describe('module definitions', () => {
  it('derives contributions in module order', () => {
    const a = defineModule({ name: 'a', calls: [], searchProviders: [async () => []] });
    const b = defineModule({ name: 'b', calls: [], searchProviders: [async () => [], async () => []] });
    expect(contributions([a, b], 'searchProviders')).toHaveLength(3);
    expect(contributions([a, b], 'fileOwners')).toEqual([]);
    expect(Object.isFrozen(a)).toBe(true);
  });

  it('builds a lazy definition on first use, once', () => {
    let built = 0;
    const lazy = defineModule(() => (built++, { name: 'lazy', calls: [], searchProviders: [async () => []] }));
    expect(built).toBe(0);
    expect(lazy.name).toBe('lazy');
    expect(contributions([lazy], 'searchProviders')).toHaveLength(1);
    expect({ ...lazy }.name).toBe('lazy');
    expect(built).toBe(1);
  });

  it('merges isolation fixtures and refuses two for one entity', () => {
    const a = defineModule({ name: 'a', calls: [], isolationFixtures: { x: noop } });
    const b = defineModule({ name: 'b', calls: [], isolationFixtures: { y: noop } });
    expect(Object.keys(isolationFixturesOf([a, b]))).toEqual(['x', 'y']);
    expect(() => isolationFixturesOf([a, defineModule({ name: 'c', calls: [], isolationFixtures: { x: noop } })])).toThrow(
      'Two isolation fixtures for "x"',
    );
  });

  it('installs hook entries and mail templates once, and refuses a module listed twice', () => {
    const point = defineHookPoint<() => string>('test.point');
    const entry = () => 'hi';
    const m = defineModule({
      name: 'm',
      calls: [],
      hooks: [hook(point, entry)],
      mailTemplates: { 'test-template': { subject: 's', html: 'h', text: 't' } },
    });
    installModules([m]);
    installModules([m]);
    expect(point.entries).toEqual([entry]);
    expect(getMailTemplate('test-template')?.subject).toBe('s');
    point.remove(entry);
    expect(point.entries).toEqual([]);
    expect(() => installModules([m, m])).toThrow('Module "m" is listed twice');
  });
});

describe('the app module list', () => {
  it('has one definition per folder of api/src/modules, by the folder name', () => {
    const dir = join(__dirname, '../../../modules');
    const folders = readdirSync(dir).filter((f) => statSync(join(dir, f)).isDirectory());
    expect(MODULES.map((m) => m.name).sort()).toEqual(folders.sort());
  });

  it('derives the call registrations and file owners from it', () => {
    expect(MODULE_ROUTES.length).toBe(MODULES.reduce((n, m) => n + m.calls.length, 0));
    expect(FILE_OWNERS.map((k) => k.kind).sort()).toEqual(contributions(MODULES, 'fileOwners').map((k) => k.kind).sort());
  });

  it('registers nothing at import time: esign mails and its delete guard come with installModules', () => {
    expect(getMailTemplate('esign-request')).toBeUndefined();
    expect(formVersionDeleteGuards).toHaveLength(0);
    installModules([esignModule]);
    expect(getMailTemplate('esign-request')).toBeDefined();
    expect(formVersionDeleteGuards).toHaveLength(1);
  });
});
