import { Form as AntForm, type FormProps } from 'antd';
import type { KeyboardEvent, PropsWithChildren, ReactElement } from 'react';

/** Input types that take typed text: the browser submits their form on Enter (implicit submission). */
const TYPED_INPUT = new Set([
  'text',
  'search',
  'email',
  'tel',
  'url',
  'password',
  'number',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);

function isTypedInput(element: Element): element is HTMLInputElement {
  return element instanceof HTMLInputElement && TYPED_INPUT.has(element.type) && !element.disabled;
}

/**
 * Whether Enter in this element may submit its form: only from the form's last typed field, and never from a date,
 * time or select field, where Enter confirms the picked value (a half-filled form sent from its first field is the trap
 * this closes).
 */
export function enterMaySubmit(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLInputElement)) return true;
  if (target.closest('.ant-picker, .ant-select') || target.getAttribute('role') === 'combobox') return false;
  if (!isTypedInput(target) || !target.form) return true;
  const typed = Array.from(target.form.elements).filter(isTypedInput);
  return typed[typed.length - 1] === target;
}

type EnterSafeFormProps<Values> = PropsWithChildren<FormProps<Values>> & {
  /**
   * A search panel changes nothing, so Enter in any of its fields runs the search, as on every search box; a form that
   * saves must leave this off.
   */
  searchOnEnter?: boolean;
};

function EnterSafeForm<Values = unknown>({
  searchOnEnter = false,
  onKeyDown,
  ...props
}: EnterSafeFormProps<Values>): ReactElement {
  const guardEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing && !searchOnEnter) {
      if (!enterMaySubmit(event.target)) event.preventDefault();
    }
    onKeyDown?.(event);
  };
  return <AntForm<Values> {...props} onKeyDown={guardEnter} />;
}

/**
 * antd's Form with its statics, where Enter submits only from the form's last field. Every form of the product
 * renders this one instead of antd's, so no screen needs its own Enter patch.
 */
export const Form = Object.assign(EnterSafeForm, {
  Item: AntForm.Item,
  List: AntForm.List,
  ErrorList: AntForm.ErrorList,
  Provider: AntForm.Provider,
  useForm: AntForm.useForm,
  useFormInstance: AntForm.useFormInstance,
  useWatch: AntForm.useWatch,
});
