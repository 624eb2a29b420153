/// <reference types="jest" />
import { INVALID_PHONE_MESSAGE, validateProfileForm, type ProfileForm } from '@shop/domain';
import { domainResolver } from './domain-resolver';

const resolve = domainResolver((values: ProfileForm) => validateProfileForm(values).errors);
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<typeof resolve>[2];

describe('domainResolver', () => {
  it("turns the domain's messages into react-hook-form field errors", async () => {
    const result = await resolve({ email: 'anna@example.ru', phone: '8 999 123-45' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({ phone: { type: 'domain', message: INVALID_PHONE_MESSAGE } });
  });

  it('passes valid values through', async () => {
    const values = { email: 'anna@example.ru', phone: '+79991234567', fullName: 'Иванова Анна', telegram: '' };
    expect(await resolve(values, undefined, options)).toEqual({ values, errors: {} });
  });
});
