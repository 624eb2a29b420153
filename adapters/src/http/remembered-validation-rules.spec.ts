import { IsInt, IsString, MinLength, getMetadataStorage, validate } from 'class-validator';
import { rememberValidationRules } from './remembered-validation-rules';

describe('rememberValidationRules', () => {
  const storage = getMetadataStorage();
  beforeAll(() => rememberValidationRules(storage));

  class Line {
    @IsInt({ message: 'Количество должно быть целым числом' })
    quantity!: unknown;
  }

  it('answers a class’s rules from what it found the first time', () => {
    const first = storage.getTargetValidationMetadatas(Line, '', false, false);
    expect(first.map((rule) => rule.propertyName)).toEqual(['quantity']);
    expect(storage.getTargetValidationMetadatas(Line, '', false, false)).toBe(first);
  });

  it('looks again once a rule is added, for the class and for those that inherit it', async () => {
    class Named {
      @IsString({ message: 'Имя должно быть строкой' })
      name!: unknown;
    }
    class Child extends Named {}
    const before = storage.getTargetValidationMetadatas(Child, '', false, false);
    expect(before).toHaveLength(1);

    MinLength(2, { message: 'Имя слишком короткое' })(Named.prototype, 'name');

    expect(storage.getTargetValidationMetadatas(Child, '', false, false)).toHaveLength(2);
    const child = Object.assign(new Child(), { name: 'Я' });
    expect((await validate(child)).flatMap((error) => Object.values(error.constraints ?? {}))).toEqual(['Имя слишком короткое']);
  });

  it('keeps the options apart: with strict groups, a rule of a group is not one of no group', () => {
    class Grouped {
      @IsInt({ groups: ['admin'], message: 'Число' })
      count!: unknown;
    }
    expect(storage.getTargetValidationMetadatas(Grouped, '', false, true, ['admin'])).toHaveLength(1);
    expect(storage.getTargetValidationMetadatas(Grouped, '', false, true)).toHaveLength(0);
    expect(storage.getTargetValidationMetadatas(Grouped, '', false, true, ['guest'])).toHaveLength(0);
  });

  it('validates as before', async () => {
    const wrong = Object.assign(new Line(), { quantity: 'два' });
    expect((await validate(wrong)).map((error) => error.constraints)).toEqual([{ isInt: 'Количество должно быть целым числом' }]);
    expect(await validate(Object.assign(new Line(), { quantity: 2 }))).toEqual([]);
  });

  it('is installed once however often it is asked', () => {
    const lookUp = storage.getTargetValidationMetadatas;
    rememberValidationRules(storage);
    expect(storage.getTargetValidationMetadatas).toBe(lookUp);
  });
});
