import { MAX_ENTITY_ID, isEntityId, parseEntityId } from './entity-id';

describe('entity ids', () => {
  it('are whole numbers from 1 to 2^31−1', () => {
    for (const id of [1, 42, MAX_ENTITY_ID]) expect(isEntityId(id)).toBe(true);
    for (const id of [0, -1, 1.5, MAX_ENTITY_ID + 1, Number.NaN, Infinity, '1', null, undefined, true]) expect(isEntityId(id)).toBe(false);
  });

  it('are read from a path or query only in their plain decimal spelling', () => {
    expect(parseEntityId('42')).toBe(42);
    expect(parseEntityId('2147483647')).toBe(MAX_ENTITY_ID);
    for (const text of ['0', '042', '-1', '4e1', '1.0', ' 1', '0x10', '2147483648', '99999999999', '', undefined, 5]) expect(parseEntityId(text)).toBeNull();
  });
});
