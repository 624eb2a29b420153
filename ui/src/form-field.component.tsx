import type { ComponentPropsWithRef, ReactNode } from 'react';
import { fieldDescribedBy } from './field-description';

/** What a field hands its control: the id its label points to, the look, and the ARIA state. */
interface FieldControl {
  readonly id: string;
  readonly className: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-required': true | undefined;
}

/** What every field has around its control. */
interface FieldFrame {
  readonly id: string;
  readonly label: ReactNode;
  /** Paints the control red, sets aria-invalid and is read out with the control. */
  readonly error?: string;
  /** Shown under the control and read out with it. */
  readonly hint?: ReactNode;
  /** An asterisk after the label; screen readers hear 'required' from aria-required instead. */
  readonly required?: boolean;
  /** The admin's denser fields. */
  readonly compact?: boolean;
  /** More classes for the field's wrapper (its place in a row). */
  readonly className?: string;
}

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'className' | 'children' | 'required'>;

interface FormFieldProps extends FieldFrame, InputProps {
  /** The control when it is not a plain <input>: a <textarea>, an input with a button. */
  readonly children?: (control: FieldControl) => ReactNode;
}

/**
 * A label, its control, a hint and an error. The rest of the props go to the <input> (react-hook-form's
 * `{...register('email')}` included), so a form needs nothing but this component for a text field.
 */
export function FormField({ id, label, error, hint, required = false, compact = false, className, children, ...input }: FormFieldProps) {
  const control: FieldControl = {
    id,
    className: 'ui-field__input ui-control',
    'aria-invalid': error || input['aria-invalid'] === true ? true : undefined,
    'aria-describedby': fieldDescribedBy(id, { hint, error, extra: input['aria-describedby'] }),
    'aria-required': required || undefined,
  };
  return (
    <div className={['ui-field', compact && 'ui-field--compact', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="ui-field__label">
        {label}
        {required && <RequiredMark />}
      </label>
      {children ? children(control) : <input type="text" {...input} {...control} />}
      {hint && (
        <div id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </div>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'id' | 'className' | 'children' | 'required'>;

interface SelectFieldProps extends FieldFrame, SelectProps {
  /** In order; a placeholder is an option with the value ''. */
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

/** A FormField whose control is a <select>; the rest of the props go to it. */
export function SelectField({ id, label, error, hint, required, compact, className, options, ...select }: SelectFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} required={required} compact={compact} className={className}>
      {(control) => (
        <select {...select} {...control}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'className' | 'children' | 'required'>;

interface TextAreaFieldProps extends FieldFrame, TextAreaProps {}

/** A FormField whose control is a <textarea> (a reason, a comment, a card's text); the rest of the props go to it. */
export function TextAreaField({ id, label, error, hint, required, compact, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} required={required} compact={compact} className={className}>
      {(control) => <textarea {...textarea} {...control} />}
    </FormField>
  );
}

/** The error line of a field, or of a control that is not in a FormField (a radio group, a checkbox). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="ui-field__error" data-testid={`${id}-error`}>
      {error}
    </p>
  );
}

/** The asterisk of a required field; screen readers hear 'обязательное поле' from aria-required. */
export function RequiredMark() {
  return (
    <span className="ui-field__required" aria-hidden="true">
      {' *'}
    </span>
  );
}
