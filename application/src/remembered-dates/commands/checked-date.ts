import {
  REMEMBERED_DATE_ERRORS,
  err,
  firstError,
  ok,
  rememberedDateFields,
  validateRememberedDate,
  type RememberedDateError,
  type RememberedDateFields,
  type RememberedDateForm,
  type Result,
} from '@shop/domain';

/** The form as kept, or the first rule it fails. */
export const checkedDate = (form: RememberedDateForm): Result<RememberedDateFields, RememberedDateError> => {
  const message = firstError(validateRememberedDate(form));
  return message === null ? ok(rememberedDateFields(form)) : err(REMEMBERED_DATE_ERRORS.invalidInput(message));
};
