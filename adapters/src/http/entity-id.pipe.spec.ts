import { ApiError } from './api-error';
import { MAX_ENTITY_ID } from '@shop/domain';
import { EntityIdPipe } from './entity-id.pipe';

describe('EntityIdPipe: an id in a path or query', () => {
  const pipe = new EntityIdPipe('Заказ не найден');

  it('passes 1 … 2147483647 written in plain digits', () => {
    expect(pipe.transform('1')).toBe(1);
    expect(pipe.transform(String(MAX_ENTITY_ID))).toBe(MAX_ENTITY_ID);
  });

  it.each(['0', '-1', String(MAX_ENTITY_ID + 1), '99999999999999999999', 'abc', '1.5', '1e0', '0x1', '+1', ' 1', '01', '', undefined, 42, Number.NaN])(
    'answers %p with the route’s 404',
    (value) => {
      const error = (() => {
        try {
          pipe.transform(value);
        } catch (thrown) {
          return thrown;
        }
      })();
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).getStatus()).toBe(404);
      expect((error as ApiError).getResponse()).toEqual({ error: 'Заказ не найден' });
    },
  );
});
