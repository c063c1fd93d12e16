import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database.js';
import { UsersRepository } from './users.repository.js';

const database = useTestDatabase();
let repository: UsersRepository;
beforeAll(() => {
  repository = new UsersRepository(database.database.db);
});

const unique = () => `cook-${Math.random().toString(36).slice(2)}@Example.test`;

describe('UsersRepository', () => {
  it('when a record is looked up by its email in another case, then it is found', async () => {
    const email = unique();
    const inserted = await repository.insertIfAbsent({
      name: 'Ann',
      email,
      birthDay: null,
      birthMonth: null,
      groups: ['user'],
    });
    expect(inserted?.email).toBe(email);
    expect((await repository.findByEmail(email.toUpperCase()))?.id).toBe(inserted?.id);
    expect((await repository.findByEmail(` ${email.toLowerCase()} `))?.id).toBe(inserted?.id);
  });

  it('when a second record has the same email in another case, then nothing is inserted nor overwritten', async () => {
    const email = unique();
    const first = await repository.insertIfAbsent({
      name: 'First',
      email,
      birthDay: 1,
      birthMonth: 2,
      groups: [],
    });
    const second = await repository.insertIfAbsent({
      name: 'Second',
      email: email.toUpperCase(),
      birthDay: null,
      birthMonth: null,
      groups: ['admin'],
    });
    expect(second).toBeUndefined();
    expect(await repository.findByEmail(email)).toMatchObject({ id: first?.id, name: 'First' });
  });

  it('when a record is updated, then only the given fields and updated_on change', async () => {
    const created = await repository.insertIfAbsent({
      name: 'Before',
      email: unique(),
      birthDay: 5,
      birthMonth: 6,
      groups: ['user'],
    });
    if (!created) throw new Error('not inserted');
    const updated = await repository.update(created.id, { name: 'After' });
    expect(updated).toMatchObject({ name: 'After', birthDay: 5, birthMonth: 6, groups: ['user'] });
    expect(updated?.updatedOn.getTime()).toBeGreaterThanOrEqual(created.updatedOn.getTime());
    expect(updated?.createdOn).toEqual(created.createdOn);
  });
});
